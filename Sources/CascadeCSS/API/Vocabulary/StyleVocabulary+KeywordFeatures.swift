public import Cascade

extension StyleVocabulary {
  /// Registers a trait that `@media` tests with keywords of their own, each meaning a value
  /// of the trait: `(prefers-reduced-motion: reduce)` for a Boolean trait.
  ///
  /// ```swift
  /// enum Motion: CSSKeyword {
  ///   case noPreference, reduce
  ///   var cssKeyword: String { self == .reduce ? "reduce" : "no-preference" }
  /// }
  ///
  /// var vocabulary = StyleVocabulary(base: View.self)
  /// vocabulary.register(
  ///   feature: "prefers-reduced-motion", ReduceMotionKey.self, keywords: Motion.self,
  ///   implicitValue: .reduce
  /// ) { $0 == .reduce }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The feature's name in queries.
  ///   - key: The trait.
  ///   - keywords: The keywords a query may compare the trait with.
  ///   - implicitValue: The keyword that `(name)` alone tests for. Without one, a value is
  ///     required.
  ///   - value: The trait's value that a keyword means.
  public mutating func register<Key: TraitKey, Keyword: CSSKeyword>(
    feature name: String, _ key: Key.Type, keywords: Keyword.Type,
    implicitValue: Keyword? = nil, meaning value: @escaping @Sendable (Keyword) -> Key.Value
  ) {
    features[name] = MediaFeature(
      name: name, valueType: Keyword.self, implicitValue: implicitValue, isRange: false,
      trait: KeywordTraitTest<Key, Keyword>(value: value))
  }
}

/// Compares a trait with the value a keyword means.
struct KeywordTraitTest<Key: TraitKey, Keyword: CSSKeyword>: TraitTesting {
  let value: @Sendable (Keyword) -> Key.Value

  func test(
    _ traits: Traits, _ keyword: any CSSRepresentable, _ comparison: CSSMediaTest.Comparison
  ) -> Bool {
    (keyword as? Keyword).map { traits[Key.self] == value($0) } ?? false
  }
}
