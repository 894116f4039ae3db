/// Compares type-erased values where their dynamic type is `Equatable`.
enum ValueEquality {
  /// `lhs == rhs` when both have the same `Equatable` type; `false` otherwise.
  static func isEqual(_ lhs: any Sendable, _ rhs: any Sendable) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: any Sendable) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
  }
}
