// The one import besides the standard library: its lock. `Synchronization.Mutex` needs
// iOS 18 and macOS 15, and the standard library has no other lock, so the lock comes from
// the C library every Swift platform ships: `os_unfair_lock` on Apple's systems (iOS 10,
// macOS 10.12), a slim reader-writer lock on Windows, and a POSIX mutex elsewhere.
#if canImport(Darwin)
  internal import Darwin
#elseif canImport(WinSDK)
  internal import WinSDK
#elseif canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Android)
  internal import Android
#elseif canImport(Bionic)
  internal import Bionic
#elseif canImport(WASILibc)
  internal import WASILibc
#else
  #error("Cascade needs a lock from this platform's C library")
#endif

/// A value that threads share, read and written only while its lock is held: the shape of
/// `Synchronization.Mutex`, on every system the package supports. `Lock([String: Int]())`
/// makes one; `counts.withLock { $0["title", default: 0] += 1 }` changes its value.
///
/// The value and the lock live together in one allocation, made once, so the lock never
/// moves (a POSIX mutex must not, once initialized) and the value is reached through a
/// pointer, without the exclusivity check that a class's stored property would cost on
/// every access. Copies of a `Lock` share the one value and lock. The lock is not
/// recursive: a body must not take the same lock again.
package struct Lock<State>: @unchecked Sendable {
  private let storage: ManagedBuffer<State, PlatformLock>

  /// Creates a lock that guards `state`.
  ///
  /// - Parameter state: The value the lock guards.
  package init(_ state: State) {
    let storage = LockStorage<State>.create(minimumCapacity: 1) { _ in state }
    storage.withUnsafeMutablePointerToElements { initializeLock($0) }
    self.storage = storage
  }

  /// Runs `body` on the guarded value with the lock held, and returns what it returns.
  ///
  /// - Parameter body: Reads or changes the value; it must not take this lock again.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws.
  @inline(__always)
  package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { state, lock in
      acquireLock(lock)
      defer { releaseLock(lock) }
      return try body(&state.pointee)
    }
  }
}

/// The value as the buffer's header and the lock as its one element; destroys the lock
/// with the buffer.
private final class LockStorage<State>: ManagedBuffer<State, PlatformLock> {
  deinit {
    withUnsafeMutablePointerToElements { destroyLock($0) }
  }
}

#if canImport(Darwin)
  private typealias PlatformLock = os_unfair_lock

  private func initializeLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    lock.initialize(to: os_unfair_lock())
  }

  private func destroyLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    lock.deinitialize(count: 1)
  }

  @inline(__always)
  private func acquireLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    os_unfair_lock_lock(lock)
  }

  @inline(__always)
  private func releaseLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    os_unfair_lock_unlock(lock)
  }
#elseif canImport(WinSDK)
  private typealias PlatformLock = SRWLOCK

  private func initializeLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    InitializeSRWLock(lock)
  }

  // A slim reader-writer lock holds no resources to free.
  private func destroyLock(_ lock: UnsafeMutablePointer<PlatformLock>) {}

  @inline(__always)
  private func acquireLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    AcquireSRWLockExclusive(lock)
  }

  @inline(__always)
  private func releaseLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    ReleaseSRWLockExclusive(lock)
  }
#else
  private typealias PlatformLock = pthread_mutex_t

  // With default attributes these calls fail only on misuse (a mutex used before it is
  // initialized or after it is destroyed, or unlocked by a thread that does not hold it),
  // which this file rules out; the assertions say so in debug builds.
  private func initializeLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    let result = pthread_mutex_init(lock, nil)
    assert(result == 0, "pthread_mutex_init failed: \(result)")
  }

  private func destroyLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    let result = pthread_mutex_destroy(lock)
    assert(result == 0, "pthread_mutex_destroy failed: \(result)")
  }

  @inline(__always)
  private func acquireLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    let result = pthread_mutex_lock(lock)
    assert(result == 0, "pthread_mutex_lock failed: \(result)")
  }

  @inline(__always)
  private func releaseLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    let result = pthread_mutex_unlock(lock)
    assert(result == 0, "pthread_mutex_unlock failed: \(result)")
  }
#endif
