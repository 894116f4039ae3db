/// A condition on the traits a stylesheet is applied in, such as dark mode.
///
/// ```swift
/// let dark = TraitCondition("dark") { $0.colorScheme == .dark }
/// Rule(Label.self, when: dark) { Setter(\.alpha, 0.9) }
/// ```
public struct TraitCondition: Sendable, CustomStringConvertible {
  /// The condition's name, for explanations.
  public var name: String { naming() }
  /// Makes the name: a condition read from text is named by its text, which many rules
  /// share and an explanation alone reads.
  private let naming: @Sendable () -> String
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
    self.init(namedBy: { name }, predicate)
  }

  /// Creates a condition whose name is made when it is asked for.
  ///
  /// - Parameters:
  ///   - naming: Makes the condition's name, for explanations.
  ///   - predicate: Whether some traits satisfy it.
  package init(
    namedBy naming: @escaping @Sendable () -> String,
    _ predicate: @escaping @Sendable (Traits) -> Bool
  ) {
    self.naming = naming
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
