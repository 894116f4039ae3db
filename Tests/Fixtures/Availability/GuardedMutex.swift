// The guarded counterpart of UnguardedMutex.swift for `.ci/availability.sh --self-test`:
// the same uses of `Mutex` and `Atomic`, each behind `if #available`, `guard #available`
// or `@available`, which the check must accept. Not part of any target.
import Synchronization

/// A counter behind `Mutex`, on the systems that have it.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class GuardedCounter: Sendable {
  private let count = Mutex(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

/// Counts with `Mutex` where the system has it, and says so.
func countIfAvailable() -> Int? {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    return GuardedCounter().increment()
  }
  return nil
}

/// The same, after a `guard`.
func countAfterGuard() -> Int? {
  guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
  let atomic = Atomic(1)
  return atomic.load(ordering: .relaxed)
}

/// A variable whose type needs the newer systems, guarded by its own `@available`: the
/// type annotation sits outside the variable's node in the syntax tree.
enum GuardedStorage {
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static var counters: [Atomic<Int>.Type] { [Atomic<Int>.self] }
}

/// A use in a condition after the check, which runs only where the check holds.
func loadAfterCheck(_ atomic: Int) -> Bool {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *),
    Atomic(atomic).load(ordering: .relaxed) > 0
  {
    return true
  }
  return false
}
