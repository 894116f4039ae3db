internal import Cascade

/// A registered media feature: a trait a `@media` query can test.
struct MediaFeature: Sendable {
  let name: String
  let valueType: any CSSRepresentable.Type
  /// The value `(name)` alone tests for, where the feature has one: `true` for a switch.
  let implicitValue: (any CSSRepresentable)?
  /// Whether `min-` and `max-` forms exist: the trait's values are ordered.
  let isRange: Bool
  let trait: any TraitTesting

  func test(
    _ traits: Traits, _ value: any CSSRepresentable, _ comparison: CSSMediaTest.Comparison
  ) -> Bool {
    trait.test(traits, value, comparison)
  }

  static func plain<Key: TraitKey>(
    _ name: String, key: Key.Type, implicit: Key.Value?
  )
    -> MediaFeature where Key.Value: CSSRepresentable
  {
    // A switch alone, `(reduce-motion)`, tests for on, as CSS's boolean context does.
    MediaFeature(
      name: name, valueType: Key.Value.self,
      implicitValue: implicit ?? (Key.Value.self == Bool.self ? true as? Key.Value : nil),
      isRange: false, trait: TraitTest<Key>())
  }

  static func range<Key: TraitKey>(_ name: String, key: Key.Type) -> MediaFeature
  where Key.Value: CSSRepresentable & Comparable {
    MediaFeature(
      name: name, valueType: Key.Value.self, implicitValue: nil, isRange: true,
      trait: OrderedTraitTest<Key>())
  }
}

/// Compares a trait of an object with a value from a query.
protocol TraitTesting: Sendable {
  func test(
    _ traits: Traits, _ value: any CSSRepresentable, _ comparison: CSSMediaTest.Comparison
  ) -> Bool
}

struct TraitTest<Key: TraitKey>: TraitTesting where Key.Value: CSSRepresentable {
  func test(
    _ traits: Traits, _ value: any CSSRepresentable, _ comparison: CSSMediaTest.Comparison
  ) -> Bool {
    (value as? Key.Value).map { traits[Key.self] == $0 } ?? false
  }
}

struct OrderedTraitTest<Key: TraitKey>: TraitTesting
where Key.Value: CSSRepresentable & Comparable {
  func test(
    _ traits: Traits, _ value: any CSSRepresentable, _ comparison: CSSMediaTest.Comparison
  ) -> Bool {
    guard let value = value as? Key.Value else { return false }
    switch comparison {
    case .equal: return traits[Key.self] == value
    case .atLeast: return traits[Key.self] >= value
    case .atMost: return traits[Key.self] <= value
    }
  }
}
