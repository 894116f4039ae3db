internal import Cascade

/// A property set through a key path: its setters are the key-path setters of the Swift
/// form, `Setter(\.textColor, .red)`, so they have the same identities.
struct KeyPathProperty<Root: AnyObject, Value: CSSRepresentable>: PropertyBinding {
  let name: String
  nonisolated(unsafe) let keyPath: ReferenceWritableKeyPath<Root, Value>

  var rootType: any AnyObject.Type { Root.self }
  var valueType: any CSSRepresentable.Type { Value.self }
  var takesTokens: Bool { true }
  /// The key path as the engine names its property: `\View.backgroundColor`.
  var setterDescription: String {
    "\\\(Root.self)." + SetterIdentity(uncheckedKeyPath: keyPath).description
  }

  func applies(to type: Any.Type) -> Bool { type is Root.Type }

  func makeReader() -> (@Sendable (AnyObject) -> (any Sendable)?)? {
    { object in
      guard let root = object as? Root else { return nil }
      let value: Value = root[keyPath: self.keyPath]
      return value
    }
  }

  func printed(identity: SetterIdentity, value: any Sendable) -> PrintedValue? {
    // The same property, rooted at this type or rerooted at a subclass, has the same name.
    guard identity.description == SetterIdentity(uncheckedKeyPath: keyPath).description,
      identity.keyPath.map({ type(of: $0).valueType == Value.self }) ?? false
    else { return nil }
    if let literal = value as? Value { return .literal(literal.cssText) }
    guard let inspected = value as? any StyleValueInspecting else { return nil }
    if let name = inspected.tokenName { return .token(name) }
    if let keyword = inspected.originalKeyword ?? inspected.inheritedKeyword {
      return .literal(keyword)
    }
    return (inspected.literalValue as? Value).map { .literal($0.cssText) }
  }

  func style<Derived: AnyObject>(
    for root: Derived.Type, value: BoundValue, location: SourceLocation, tokens: TokenTable
  ) -> Style<Derived>? {
    let setter: AnySetter<Root>
    switch value {
    case .literal(let literal):
      guard let literal = literal as? Value else { return nil }
      setter = AnySetter(Setter(keyPath, literal))
    case .token, .original, .substitution, .inherited:
      guard let styleValue = value.styleValue(Value.self, property: name, tokens: tokens)
      else { return nil }
      setter = AnySetter(Setter(keyPath, styleValue))
    }
    return Lifting.style(of: setter, at: location, to: Derived.self)
  }
}

/// A property set through a setter the registration makes from a literal: it takes
/// literals only.
struct CustomProperty<Root: AnyObject, Value: CSSRepresentable>: PropertyBinding {
  let name: String
  let makeSetter: @Sendable (Value) -> Setter<Root, Value>

  var rootType: any AnyObject.Type { Root.self }
  var valueType: any CSSRepresentable.Type { Value.self }
  var takesTokens: Bool { false }
  var setterDescription: String { "a custom setter" }

  func applies(to type: Any.Type) -> Bool { type is Root.Type }

  /// A setter made from a literal has no value to stand in for while reading: such a
  /// property takes no `inherit`.
  func makeReader() -> (@Sendable (AnyObject) -> (any Sendable)?)? { nil }

  func printed(identity: SetterIdentity, value: any Sendable) -> PrintedValue? {
    guard let value = value as? Value else { return nil }
    // Rerooted at a subclass, the setter's identity keeps its name and qualifier.
    let own = AnySetter(makeSetter(value)).identity
    guard own == identity || own.description == identity.description else { return nil }
    return .literal(value.cssText)
  }

  func style<Derived: AnyObject>(
    for root: Derived.Type, value: BoundValue, location: SourceLocation, tokens: TokenTable
  ) -> Style<Derived>? {
    guard case .literal(let literal) = value, let literal = literal as? Value else { return nil }
    return Lifting.style(of: AnySetter(makeSetter(literal)), at: location, to: Derived.self)
  }
}

/// A property set through a setter the registration makes from a ``StyleValue``, as a
/// button's per-state title color is: it takes tokens as a key-path property does. A
/// literal makes the setter's literal form, the setter the Swift form makes of a literal.
struct ResolvingCustomProperty<Root: AnyObject, Value: CSSRepresentable>: PropertyBinding {
  let name: String
  let makeSetter: @Sendable (StyleValue<Value>) -> Setter<Root, StyleValue<Value>>

  var rootType: any AnyObject.Type { Root.self }
  var valueType: any CSSRepresentable.Type { Value.self }
  var takesTokens: Bool { true }
  var setterDescription: String { "a custom setter" }

  func applies(to type: Any.Type) -> Bool { type is Root.Type }

  func makeReader() -> (@Sendable (AnyObject) -> (any Sendable)?)? {
    // The value does not matter to a read: the setter's identity and `read` do.
    let setter = AnySetter(makeSetter(.original(keyword: "inherit")))
    return { object in (object as? Root).flatMap { setter.currentValue(of: $0) } }
  }

  func printed(identity: SetterIdentity, value: any Sendable) -> PrintedValue? {
    let styleValue: StyleValue<Value>
    if let literal = value as? Value {
      styleValue = .value(literal)
    } else if let value = value as? StyleValue<Value> {
      styleValue = value
    } else {
      return nil
    }
    // Rerooted at a subclass, the setter's identity keeps its name and qualifier.
    let own = AnySetter(makeSetter(styleValue)).identity
    guard own == identity || own.description == identity.description else { return nil }
    if let name = styleValue.tokenName { return .token(name) }
    if let keyword = styleValue.originalKeyword ?? styleValue.inheritedKeyword {
      return .literal(keyword)
    }
    return (styleValue.literalValue as? Value).map { .literal($0.cssText) }
  }

  func style<Derived: AnyObject>(
    for root: Derived.Type, value: BoundValue, location: SourceLocation, tokens: TokenTable
  ) -> Style<Derived>? {
    guard let styleValue = value.styleValue(Value.self, property: name, tokens: tokens)
    else { return nil }
    let made = makeSetter(styleValue)
    // A literal makes the setter's literal form, which equals the Swift form's.
    let setter = made.literalForm().map(AnySetter.init) ?? AnySetter(made)
    return Lifting.style(of: setter, at: location, to: Derived.self)
  }
}

extension BoundValue {
  /// The value as a ``StyleValue`` of `Value`: a literal as it is, a token with its
  /// fallback, the property's original, the parent's value (`nil` when the parent's is of
  /// another type), or a value substituted and read as `property` reads it; `nil` for a literal of another type or a token that cannot be one.
  func styleValue<Value: CSSRepresentable>(
    _: Value.Type, property: String, tokens: TokenTable
  ) -> StyleValue<Value>? {
    switch self {
    case .literal(let literal):
      (literal as? Value).map(StyleValue.value)
    case .token(let token, let fallback):
      token.styleValue(Value.self, fallback: fallback, tokens: tokens)
    case .original(let keyword): .original(keyword: keyword)
    case .inherited(let property):
      Self.inherited(Value.self, reading: property.reader())
    case .substitution(let substitution):
      substitution.styleValue(Value.self, property: property, tokens: tokens)
    }
  }
}

extension BoundValue {
  /// `inherit` as a value of `Value`, read from the parent by `read`.
  private static func inherited<Value: CSSRepresentable>(
    _: Value.Type, reading read: @escaping @Sendable (AnyObject) -> (any Sendable)?
  ) -> StyleValue<Value> {
    .inherited(keyword: "inherit") { parent in
      // Unwrapped first: `nil` cast to an optional `Value` would be a value, `nil`.
      guard let value = read(parent) else { return nil }
      return value as? Value
    }
  }
}

enum Lifting {
  /// A style of one setter, declared at `location`, for a subclass of its root; `nil` if
  /// `Derived` is not one.
  static func style<Root: AnyObject, Derived: AnyObject>(
    of setter: AnySetter<Root>, at location: SourceLocation, to derived: Derived.Type
  ) -> Style<Derived>? {
    style(Style(setters: [setter.relocated(to: location)]), to: derived)
  }

  /// A style for a class, as a style for one of its subclasses; `nil` if `Derived` is not
  /// one.
  static func style<Root: AnyObject, Derived: AnyObject>(
    _ style: Style<Root>, to derived: Derived.Type
  ) -> Style<Derived>? {
    // Told by the metatypes, not by a cast of the style, which costs each time.
    if Root.self == Derived.self { return unsafeBitCast(style, to: Style<Derived>.self) }
    guard Derived.self is Root.Type else { return nil }
    // Checked just above: every `Derived` is a `Root`, so the reference is one as it is.
    return style.lifted { unsafeDowncast($0 as AnyObject, to: Root.self) }
  }
}
