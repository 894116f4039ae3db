internal import Cascade

/// What a declaration's value is, once read: a literal of the property's type, a token
/// with a fallback of the property's type, or a value with `var()`s inside it.
enum BoundValue: Sendable {
  case literal(any CSSRepresentable)
  /// Boxed: a token with its fallback takes twice a literal's bytes, and most values are
  /// literals, so a rule's checked declarations keep 48 bytes for each value instead of 88.
  indirect case token(any TokenBinding, fallback: (any CSSRepresentable)?)
  /// `initial` or `unset`, as written in lowercase: the property's original value.
  case original(String)
  /// A value with `var()`s inside it, substituted and read when the rule is applied.
  indirect case substitution(Substitution)
  /// `inherit`: the parent's value of the property, read through the registration of the
  /// property's name for the parent's type.
  case inherited(InheritedProperty)
}

/// How `inherit` reads a parent's value of a property: through the registration of the
/// property's name that a rule for the parent's type would take.
struct InheritedProperty: Sendable {
  /// Every registration of the property's name.
  let registrations: [any PropertyBinding]

  /// Reads a parent's value, of the type its registration reads; `nil` when no registration
  /// of the name applies to the parent's type, or the one that does cannot read. Each
  /// registration's reader is made once, here, not on every read.
  func reader() -> @Sendable (AnyObject) -> (any Sendable)? {
    let readers = registrations.map { ($0, $0.makeReader()) }
    return { parent in
      let applicable = readers.filter { $0.0.applies(to: type(of: parent)) }
      guard let chosen = Self.mostDerivedIndex(among: applicable.map(\.0)) else { return nil }
      return applicable[chosen].1?(parent)
    }
  }

  /// The registration for the most derived class among those that apply to one type: a
  /// subclass's own wins.
  static func mostDerived(among applicable: [any PropertyBinding]) -> (any PropertyBinding)? {
    mostDerivedIndex(among: applicable).map { applicable[$0] }
  }

  /// The index of ``mostDerived(among:)``'s registration.
  private static func mostDerivedIndex(among applicable: [any PropertyBinding]) -> Int? {
    applicable.indices.first { candidate in
      applicable.allSatisfy { $0.applies(to: applicable[candidate].rootType) }
    }
  }
}

/// A value the sheet gives a token under a theme and a condition.
struct BoundDefinition: Sendable {
  let theme: String?
  let condition: CSSMediaCondition?
  /// The `@layer` the value was read in: a value outside any layer beats every layered one,
  /// and a later layer an earlier one, as in CSS.
  let layer: String?
  /// The value, of the token's type; or, for an alias, the token it names.
  let value: Value

  enum Value: @unchecked Sendable {
    case literal(any CSSRepresentable)
    case alias(String)
  }
}

/// A registered property: what it sets, on which type, from which syntax.
protocol PropertyBinding: Sendable {
  var name: String { get }
  var rootType: any AnyObject.Type { get }
  var valueType: any CSSRepresentable.Type { get }
  var takesTokens: Bool { get }
  /// What the property sets, for tables: its key path, or `a custom setter`.
  var setterDescription: String { get }
  /// The value's text, if this property makes a setter of that identity and value; a
  /// token's value is given by its Swift name, for the caller to name in text.
  func printed(identity: SetterIdentity, value: any Sendable) -> PrintedValue?
  /// Whether an object of `type` has the property.
  func applies(to type: Any.Type) -> Bool
  /// Reads the property's value in an object, of the registration's type, giving `nil` when
  /// the object does not have the property; `nil` when the registration cannot read it.
  func makeReader() -> (@Sendable (AnyObject) -> (any Sendable)?)?
  /// The property's setters for `value`, as a style for `Root`, which has the property.
  func style<Root: AnyObject>(
    for root: Root.Type, value: BoundValue, location: SourceLocation, tokens: TokenTable
  ) -> Style<Root>?
}

/// A declared value as printing finds it.
enum PrintedValue {
  case literal(String)
  /// A token, by its Swift name.
  case token(String)
}

/// A registered token, by its name in text.
protocol TokenBinding: Sendable {
  var cssName: String { get }
  /// The token's Swift name.
  var swiftName: String { get }
  var valueType: any CSSRepresentable.Type { get }
  /// Whether a property of type `type` can take the token: the same type, or an optional
  /// of it.
  func fits(_ type: any CSSRepresentable.Type) -> Bool
  /// The theme's value for the token, without its default.
  func themeValue(in context: StyleContext) -> (any CSSRepresentable)?
  /// The token's default, from its registration.
  var defaultValue: (any CSSRepresentable)? { get }
  func styleValue<Value: Sendable>(
    _: Value.Type, fallback: (any CSSRepresentable)?, tokens: TokenTable
  ) -> StyleValue<Value>?
}

/// A registered type that rules can select.
protocol TypeBinding: Sendable {
  var name: String { get }
  var type: any Stylable.Type { get }
  /// A selector of one compound of this type.
  func selector(
    classes: Set<String>, state: StyleState, condition: TraitCondition?
  )
    -> StyleSelector
  func rule(
    _ selector: StyleSelector, declarations: [(any PropertyBinding, BoundValue, SourceLocation)],
    location: SourceLocation, tokens: TokenTable
  ) -> Rule
}

struct StylableType<Root: Stylable>: TypeBinding {
  let name: String
  var type: any Stylable.Type { Root.self }

  func selector(
    classes: Set<String>, state: StyleState, condition: TraitCondition?
  )
    -> StyleSelector
  {
    StyleSelector(Root.self, classes: classes, state: state, when: condition)
  }

  func rule(
    _ selector: StyleSelector, declarations: [(any PropertyBinding, BoundValue, SourceLocation)],
    location: SourceLocation, tokens: TokenTable
  ) -> Rule {
    // Built when the cascade first applies the rule: until then the sheet holds the
    // declarations as checked, not their setters, and a rule never applied costs no more.
    Rule(
      selector, location: location,
      deferred: DeclaredStyle<Root>(declarations: declarations, tokens: tokens))
  }
}

/// A rule's declarations, read and checked, which make the rule's style when it is first
/// applied.
struct DeclaredStyle<Root: Stylable>: StyleMaker {
  let declarations: [(any PropertyBinding, BoundValue, SourceLocation)]
  let tokens: TokenTable

  func makeStyle() -> Style<Root> {
    Style.compose(
      declarations.compactMap { property, value, location in
        property.style(for: Root.self, value: value, location: location, tokens: tokens)
      })
  }
}
