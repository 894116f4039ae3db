/// A condition on the traits a stylesheet is applied in, such as dark mode.
///
/// ```swift
/// let dark = TraitCondition("dark") { $0.colorScheme == .dark }
/// Rule(Label.self, when: dark) { Setter(\.alpha, 0.9) }
/// ```
public struct TraitCondition: Sendable, CustomStringConvertible {
  /// The condition's name, for explanations.
  public let name: String
  private let predicate: @Sendable (Traits) -> Bool

  /// Creates a condition.
  ///
  /// ```swift
  /// let compact = TraitCondition("compact") { $0.horizontalSizeClass == .compact }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The condition's name, for explanations.
  ///   - predicate: Whether some traits satisfy it.
  public init(_ name: String, _ predicate: @escaping @Sendable (Traits) -> Bool) {
    self.name = name
    self.predicate = predicate
  }

  /// Whether `traits` satisfy the condition.
  ///
  /// - Parameter traits: The traits to test.
  /// - Returns: The predicate's answer.
  public func isSatisfied(by traits: Traits) -> Bool { predicate(traits) }

  /// The condition's name.
  public var description: String { name }
}
