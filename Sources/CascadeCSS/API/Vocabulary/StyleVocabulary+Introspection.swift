// What a vocabulary holds, for tests and generated documentation: each list is sorted, so
// a table made from it is the same on every run.

extension StyleVocabulary {
  /// The registered type names, sorted.
  ///
  /// ```swift
  /// StyleVocabulary(base: View.self).registeredTypes  // ["View"]
  /// ```
  public var registeredTypes: [String] { types.keys.sorted() }

  /// Forgets the type a name names, so that selectors of it are unknown again: for the
  /// `cascade` tool, which checks sheets for UIKit's vocabulary starting from the standard one
  /// and must not know the names only the standard one has.
  ///
  /// - Parameter name: The type's name in selectors.
  package mutating func removeType(named name: String) {
    types[name] = nil
  }

  /// The registered properties, sorted by name and then by type: each name with the Swift
  /// type that has it, the type of its value, and what it sets: the key path
  /// (`\View.backgroundColor`), or `a custom setter`.
  ///
  /// ```swift
  /// for property in StyleVocabulary.standard.registeredProperties {
  ///   print("\(property.name): \(property.rootType).\(property.valueType)")
  /// }
  /// ```
  ///
  /// - Complexity: O(*n* log *n*) in the number of registrations.
  public var registeredProperties:
    [(name: String, rootType: String, valueType: String, setter: String)]
  {
    properties.values.joined()
      .map {
        (
          name: $0.name, rootType: "\($0.rootType)", valueType: "\($0.valueType)",
          setter: $0.setterDescription
        )
      }
      .sorted { ($0.name, $0.rootType) < ($1.name, $1.rootType) }
  }

  /// The registered token names, without `--`, sorted, each with its value type.
  ///
  /// ```swift
  /// StyleVocabulary.standard.registeredTokens.map(\.name)  // ["accent", "background", …]
  /// ```
  public var registeredTokens: [(name: String, valueType: String)] {
    tokens.values.map { (name: $0.cssName, valueType: "\($0.valueType)") }
      .sorted { $0.name < $1.name }
  }

  /// The registered media features, sorted by name: each with the type of its values and
  /// whether it has `min-` and `max-` forms.
  ///
  /// ```swift
  /// StyleVocabulary.standard.registeredFeatures.filter(\.isRange).map(\.name)
  /// // ["content-size-category"]
  /// ```
  public var registeredFeatures: [(name: String, valueType: String, isRange: Bool)] {
    features.values.map { (name: $0.name, valueType: "\($0.valueType)", isRange: $0.isRange) }
      .sorted { $0.name < $1.name }
  }
}
