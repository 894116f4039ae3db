internal import Cascade

/// A custom property that a sheet declares for itself in `:root`, with no Swift token behind
/// it: `--gap: 12px`. Its type is the type of the first place that reads it.
struct SheetVariable {
  /// The value type, once a use gave it one.
  var type: (any CSSRepresentable.Type)?
  /// Where the use that gave the type is, as a byte offset, for the notes of a mismatch.
  var typedAt = 0
  /// The binding that rules and the token table read the variable through, once typed.
  var binding: (any TokenBinding)?
  /// The range of values of the property whose use gave the type, which its values keep.
  var range: PropertyRange?
}

/// A `:root` declaration of a sheet's own custom property, read once the whole sheet has
/// given the property its type.
struct PendingVariableValue {
  let name: String
  let scope: Loader.Scope
  let declaration: Declaration
  /// The alias's target, `--b` in `--a: var(--b)`, by its name without `--`.
  let aliasTarget: String?
  /// How many token values were read before this one: where it goes in the sheet's order.
  let position: Int
  /// For a registered token's alias of the sheet's own property, which takes its place as
  /// it is read: where its definition and its token value are.
  var placed: (definition: Int, tokenValue: Int)?
}

/// A sheet's own custom property as rules and aliases read it: the sheet's values for it,
/// else a `var()` fallback; no theme gives it a value, and it has no default.
struct VariableEntry<Value: CSSRepresentable>: TokenBinding {
  let cssName: String

  var valueType: any CSSRepresentable.Type { Value.self }
  var swiftName: String { "--\(cssName)" }

  func fits(_ type: any CSSRepresentable.Type) -> Bool {
    type == Value.self || type == Value?.self
  }

  var defaultValue: (any CSSRepresentable)? { nil }

  func themeValue(in context: StyleContext) -> (any CSSRepresentable)? { nil }

  func styleValue<Property: Sendable>(
    _: Property.Type, fallback: (any CSSRepresentable)?, tokens: TokenTable
  ) -> StyleValue<Property>? {
    let resolve: @Sendable (StyleContext) -> Result<Value, MissingToken> = { [cssName] in
      if let value = tokens.value(of: cssName, in: $0).flatMap(TokenEntry<Value>.cast) {
        return .success(value)
      }
      if let value = fallback.flatMap(TokenEntry<Value>.cast) { return .success(value) }
      return .failure(MissingToken(customPropertyNamed: cssName, valueType: Value.self))
    }
    if let own = StyleValue<Value>.variable(named: cssName, resolving: resolve)
      as? StyleValue<Property>
    {
      return own
    }
    return StyleValue<Value?>.variable(named: cssName) { resolve($0).map { .some($0) } }
      as? StyleValue<Property>
  }
}

/// An optional value type, `Color?`, which a custom property's use reads through to the
/// wrapped type: `--brand` used for an optional background is a `Color`.
protocol OptionalCSSRepresentable {
  static var wrappedValueType: any CSSRepresentable.Type { get }
}

extension Optional: OptionalCSSRepresentable where Wrapped: CSSRepresentable {
  static var wrappedValueType: any CSSRepresentable.Type { Wrapped.self }
}
