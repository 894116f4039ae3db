// A planted violation for `.ci/availability.sh --self-test`: every use below needs iOS 18
// and macOS 15, above the package's floor, and nothing guards them. Not part of any target.
import Synchronization

/// A counter behind `Mutex`, with no availability guard.
final class UnguardedCounter: Sendable {
  private let count = Mutex(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

/// A type in a signature counts too.
func describe(_ counter: borrowing Atomic<Int>) -> String {
  "\(counter.load(ordering: .relaxed))"
}
