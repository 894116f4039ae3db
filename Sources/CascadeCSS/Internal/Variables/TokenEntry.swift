internal import Cascade

/// A registered token, `--primary-text` for `Token<Color>("primaryText")`.
struct TokenEntry<Value: CSSRepresentable>: TokenBinding {
  let cssName: String
  let token: Token<Value>

  var valueType: any CSSRepresentable.Type { Value.self }
  var swiftName: String { token.name }

  func fits(_ type: any CSSRepresentable.Type) -> Bool {
    type == Value.self || type == Value?.self
  }

  var defaultValue: (any CSSRepresentable)? { token.defaultValue }

  func themeValue(in context: StyleContext) -> (any CSSRepresentable)? {
    var theme: Theme? = context.theme
    while let current = theme {
      if let value = current[token] { return value }
      theme = current.parent
    }
    return nil
  }

  func styleValue<Property: Sendable>(
    _: Property.Type, fallback: (any CSSRepresentable)?, tokens: TokenTable
  ) -> StyleValue<Property>? {
    if !tokens.definesValues(for: cssName) && fallback == nil {
      // Nothing but the theme gives the token: the value of the Swift form.
      return (StyleValue<Value>.token(token) as? StyleValue<Property>)
        ?? (StyleValue<Value?>.token(token) as? StyleValue<Property>)
    }
    let resolve: @Sendable (StyleContext) -> Result<Value, MissingToken> = { [token, cssName] in
      if let value = tokens.value(of: cssName, in: $0).flatMap(Self.cast) { return .success(value) }
      if let value = fallback.flatMap(Self.cast) { return .success(value) }
      return token.defaultValue.map(Result.success) ?? .failure(MissingToken(token))
    }
    if let own = StyleValue<Value>.token(token, resolving: resolve) as? StyleValue<Property> {
      return own
    }
    return StyleValue<Value?>.token(token, resolving: resolve) as? StyleValue<Property>
  }

  static func cast(_ value: any CSSRepresentable) -> Value? {
    if let value = value as? Value { return value }
    return (value as? Value?).flatMap { $0 }
  }
}

/// The tokens a sheet uses, with the values it gives them: what a token's value is in a
/// context.
final class TokenTable: Sendable {
  let bindings: [String: any TokenBinding]
  let definitions: [String: [BoundDefinition]]
  /// The sheet's layers, for the values read inside them.
  let ranking: LayerRanking
  /// Each layer's index in the ranking.
  private let layerIndex: [String: Int]
  /// The tokens whose values the sheet gives in more than one layer, or in a layer and
  /// outside: only theirs are ranked by layer.
  private let layeredTokens: Set<String>

  init(
    bindings: [String: any TokenBinding], definitions: [String: [BoundDefinition]],
    ranking: LayerRanking = LayerRanking([])
  ) {
    self.bindings = bindings
    self.definitions = definitions
    self.ranking = ranking
    layerIndex = Dictionary(uniqueKeysWithValues: ranking.layers.enumerated().map { ($1, $0) })
    layeredTokens = Set(
      definitions.compactMap { name, values in
        values.contains { $0.layer != values[0].layer } ? name : nil
      })
  }

  /// The definition of a token that wins in a context: of those that hold, the one in the
  /// strongest layer (outside any layer the strongest of all), the last of them.
  ///
  /// - Complexity: O(*k*) for *k* definitions, and O(*l*) to rank *l* layers where the
  ///   token has values in several.
  private func winning(_ name: String, in context: StyleContext) -> BoundDefinition? {
    guard let values = definitions[name] else { return nil }
    guard layeredTokens.contains(name) else { return values.last { $0.holds(in: context) } }
    let ranks: [Int]? = ranking.dependsOnTraits ? ranking.ranks(in: context.traits) : nil
    let rank = { (layer: String?) -> Int in
      guard let layer, let index = self.layerIndex[layer] else { return self.ranking.layers.count }
      return ranks?[index] ?? index
    }
    var best: (definition: BoundDefinition, rank: Int)?
    for value in values where value.holds(in: context) {
      let valueRank = rank(value.layer)
      if valueRank >= best?.rank ?? valueRank { best = (value, valueRank) }
    }
    return best?.definition
  }

  func definesValues(for name: String) -> Bool { definitions[name] != nil }

  /// The token's value: the sheet's definition that wins for the theme and traits (the last
  /// of the strongest layer's that hold), following aliases, else the theme's. The loader has checked that aliases end, within
  /// the depth limit, at tokens of the same type.
  ///
  /// - Complexity: O(*d* · *k*) for *k* definitions of each token on the way, and *d*
  ///   aliases followed, never more than ``TextLimits/aliasDepthCeiling``: a loop, not
  ///   recursion.
  func value(of name: String, in context: StyleContext) -> (any CSSRepresentable)? {
    var current = name
    // `var(--target)` reads the target down to its default, as a rule's would: the
    // deepest alias's target with a default gives it, if nothing past it gives a value.
    var fallback: (any CSSRepresentable)?
    for _ in 0...TextLimits.aliasDepthCeiling {
      guard let definition = winning(current, in: context) else {
        return bindings[current]?.themeValue(in: context) ?? fallback
      }
      switch definition.value {
      case .literal(let literal): return literal
      case .alias(let target):
        fallback = bindings[target]?.defaultValue ?? fallback
        current = target
      }
    }
    return fallback
  }
}

extension BoundDefinition {
  func holds(in context: StyleContext) -> Bool {
    if let theme, !Self.theme(context.theme, isOrExtends: theme) { return false }
    return condition?.isSatisfied(by: context.traits) ?? true
  }

  /// Whether a theme or one it extends has a name, in any case: a sheet's `@theme dark`
  /// is the standard `Dark`.
  private static func theme(_ theme: Theme, isOrExtends name: String) -> Bool {
    var current: Theme? = theme
    while let each = current {
      if isSameIgnoringCase(each.name, name) { return true }
      current = each.parent
    }
    return false
  }

  /// Whether two names are the same with ASCII letters in either case, without making
  /// lowercased copies on the path that resolves every token value.
  private static func isSameIgnoringCase(_ left: String, _ right: String) -> Bool {
    left.utf8.elementsEqual(right.utf8) { $0 | lowerBit(of: $0) == $1 | lowerBit(of: $1) }
  }

  /// The bit that makes an ASCII letter lowercase, for a letter; no bit for any other byte.
  private static func lowerBit(of byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) ? 0x20 : 0
  }
}
