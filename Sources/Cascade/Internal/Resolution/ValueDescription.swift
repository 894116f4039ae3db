/// How a setter's value reads in a description.
enum ValueDescription {
  /// Strings quoted, optionals unwrapped (`nil` for none), everything else as
  /// `String(describing:)` gives it.
  static func of(_ value: Any) -> String {
    if let optional = value as? any OptionalValue {
      guard let wrapped = optional.wrapped else { return "nil" }
      return of(wrapped)
    }
    if let string = value as? String { return "\"\(string)\"" }
    return String(describing: value)
  }
}

/// Lets a description see through `Optional` without knowing its wrapped type.
protocol OptionalValue {
  var wrapped: Any? { get }
}

extension Optional: OptionalValue {
  var wrapped: Any? { self.map { $0 } }
}
