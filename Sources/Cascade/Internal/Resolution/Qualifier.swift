/// A type-erased, sendable, hashable qualifier of a ``SetterIdentity``.
struct Qualifier: Hashable, @unchecked Sendable, CustomStringConvertible {
  // `AnyHashable` is not `Sendable`, but it only ever wraps a value that is: the initializer
  // requires it.
  private let value: AnyHashable

  init(_ value: some Hashable & Sendable) {
    self.value = AnyHashable(value)
  }

  var description: String { String(describing: value.base) }
}
