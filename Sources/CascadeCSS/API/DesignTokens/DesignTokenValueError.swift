/// Why a design token's value is not its type's: what was expected, and where in a
/// composite value.
///
/// ```swift
/// do {
///   _ = try Double(designTokenValue: .string("12em"), type: .dimension)
/// } catch {
///   print(error.expected)  // a dimension in `px`, `pt` or `rem`
/// }
/// ```
public struct DesignTokenValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What the type takes, in a few words.
  public let expected: String
  /// The member of a composite value that is wrong (`offsetX`), if it is one.
  public let member: String?

  /// Creates an error.
  ///
  /// ```swift
  /// let error = DesignTokenValueError(expected: "a color", member: "color")
  /// ```
  ///
  /// - Parameters:
  ///   - expected: What the type takes.
  ///   - member: The composite value's member that is wrong.
  public init(expected: String, member: String? = nil) {
    self.expected = expected
    self.member = member
  }

  /// `expected …`, with the member if there is one.
  public var description: String {
    member.map { "`\($0)`: expected \(expected)" } ?? "expected \(expected)"
  }

  /// The error for a member of a composite value: this one, naming the member.
  ///
  /// ```swift
  /// let inner = DesignTokenValueError(expected: "a color")
  /// print(inner.inMember("color"))  // `color`: expected a color
  /// ```
  ///
  /// - Parameter member: The member's key.
  /// - Returns: The error with that member, unless it names a member already.
  public func inMember(_ member: String) -> DesignTokenValueError {
    DesignTokenValueError(expected: expected, member: self.member ?? member)
  }
}
