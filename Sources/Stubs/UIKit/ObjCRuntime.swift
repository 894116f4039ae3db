// The Objective-C runtime's associated objects, which UIKit's clients reach through
// Foundation's re-export of the ObjectiveC module. objc/runtime.h.
#if os(Linux)
  internal import Foundation

  /// How an associated object is held. objc/runtime.h; the stub retains for every policy.
  public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak, unretained reference.
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference, set non-atomically.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy, set non-atomically.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set atomically.
    case OBJC_ASSOCIATION_COPY = 771
  }

  /// Associates a value with an object under a key; `nil` removes it. objc/runtime.h.
  ///
  /// The stub keeps the value in the object when it is a `UIResponder`, so that it is
  /// released with the object, as the runtime releases it; it ignores other objects.
  public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
  ) {
    (object as? UIResponder)?.associations.set(value, for: key)
  }

  /// The value associated with an object under a key. objc/runtime.h.
  public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    (object as? UIResponder)?.associations.value(for: key)
  }

  /// The stub's associated objects of one object.
  final class AssociationTable: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [UnsafeRawPointer: Any] = [:]

    func set(_ value: Any?, for key: UnsafeRawPointer) {
      lock.lock()
      defer { lock.unlock() }
      values[key] = value
    }

    func value(for key: UnsafeRawPointer) -> Any? {
      lock.lock()
      defer { lock.unlock() }
      return values[key]
    }
  }
#endif
