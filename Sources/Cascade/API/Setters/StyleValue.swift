/// A setter's value that is worked out when the style is applied: a literal, a design
/// token, a value that depends on traits, or a value derived from another.
///
/// ```swift
/// let card = Style<Label> {
///   Setter(\.textColor, .token(.primaryText))                        // a token
///   Setter(\.alpha, .adaptive { $0.colorScheme == .dark ? 0.9 : 1 })   // trait-dependent
///   Setter(\.tintColor, .token(.accent).map { $0.opacity(0.5) })    // derived
/// }
/// ```
///
/// Values are resolved against the ``StyleContext`` passed to
/// ``Style/apply(to:in:)-96zr8``, so one style serves every theme and trait.
public struct StyleValue<Value: Sendable>: Sendable {
  /// What the value is, for equality and descriptions.
  @usableFromInline
  let source: Source
  /// Works the value out in a context.
  @usableFromInline
  let resolve: @Sendable (StyleContext) -> Result<Value, MissingToken>

  @inlinable
  init(
    source: Source, resolve: @escaping @Sendable (StyleContext) -> Result<Value, MissingToken>
  ) {
    self.source = source
    self.resolve = resolve
  }

  @usableFromInline
  enum Source: Sendable {
    case literal(Value)
    case token(Token<Value>)
    case adaptive
    case derived(String)
    /// A custom property of a text stylesheet's own, by its name without `--`.
    case variable(String)
    /// The value the object had before any rule set the property, by the keyword a text
    /// stylesheet wrote for it (`initial`, `unset`).
    case original(String)
    /// The value the object's parent has for the property, by the keyword a text
    /// stylesheet wrote for it (`inherit`).
    case inherited(String)
    /// A text stylesheet's value with `var()`s inside it, as written.
    case substitution(String)
  }

  /// A value that is always the same.
  ///
  /// ```swift
  /// Setter(\Label.numberOfLines, .value(2))
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The literal value.
  @inlinable
  public static func value(_ value: Value) -> StyleValue {
    StyleValue(source: .literal(value)) { _ in .success(value) }
  }

  /// The value the context's theme gives a token, else the token's default.
  ///
  /// ```swift
  /// Setter(\Label.textColor, .token(.secondaryText))
  /// ```
  ///
  /// - Parameter token: The token.
  /// - Returns: A value resolved through the theme chain when the style is applied.
  @inlinable
  public static func token(_ token: Token<Value>) -> StyleValue {
    StyleValue(source: .token(token)) { context in
      context.theme.value(for: token).map(Result.success)
        ?? .failure(MissingToken(token))
    }
  }

  /// A token's value that a source other than the theme may give first, as a text
  /// stylesheet gives its own values for a token per theme and per trait condition. It
  /// describes itself and compares as the token.
  package static func token(
    _ token: Token<Value>,
    resolving resolve: @escaping @Sendable (StyleContext) -> Result<Value, MissingToken>
  ) -> StyleValue {
    StyleValue(source: .token(token), resolve: resolve)
  }

  /// The value of a custom property that a text stylesheet declares for itself, such as
  /// `--gap`, which no Swift token stands behind: the sheet resolves it. It describes itself
  /// as `var(--gap)` and compares by its name.
  package static func variable(
    named name: String,
    resolving resolve: @escaping @Sendable (StyleContext) -> Result<Value, MissingToken>
  ) -> StyleValue {
    StyleValue(source: .variable(name), resolve: resolve)
  }

  /// The value the object had before any stylesheet rule set the property, as CSS's
  /// `initial` and `unset` ask for, by the keyword written.
  ///
  /// A stylesheet rule whose setter has this value and wins the property writes nothing:
  /// the property goes back to its original, as when no rule sets it, however many
  /// rules before it set it. A style applied by itself writes nothing either; there is no
  /// original to go back to.
  @usableFromInline
  package static func original(keyword: String) -> StyleValue {
    StyleValue(source: .original(keyword)) { _ in
      .failure(MissingToken(restoringOriginalWith: keyword, valueType: Value.self))
    }
  }

  /// The value the object's parent has for the property, as CSS's `inherit` asks for, by
  /// the keyword written; `read` reads it from the parent, and gives `nil` when the parent
  /// has no such property.
  ///
  /// Only a stylesheet knows an object's parent: it resolves such a value with the parent
  /// in the context (see ``StyleContext/parent``). Where there is no parent, or `read` gives
  /// nothing, the winner writes nothing and the property goes back to its original,
  /// as for ``original(keyword:)``; a style applied by itself writes nothing.
  package static func inherited(
    keyword: String, reading read: @escaping @Sendable (AnyObject) -> Value?
  ) -> StyleValue {
    StyleValue(source: .inherited(keyword)) { context in
      guard let parent = context.parent?.object, let value = read(parent) else {
        return .failure(MissingToken(restoringOriginalWith: keyword, valueType: Value.self))
      }
      return .success(value)
    }
  }

  /// A value that a text stylesheet works out by substituting the values of the names it
  /// reads into its text, `1px solid var(--line)`, and parsing the result. It describes
  /// itself as that text, and, holding a closure, equals nothing.
  package static func substitution(
    _ text: String,
    resolving resolve: @escaping @Sendable (StyleContext) -> Result<Value, MissingToken>
  ) -> StyleValue {
    StyleValue(source: .substitution(text), resolve: resolve)
  }

  /// A value worked out from the traits of the context.
  ///
  /// ```swift
  /// Setter(\Label.numberOfLines, .adaptive { traits in
  ///   traits.contentSizeCategory.isAccessibilityCategory ? 0 : 2
  /// })
  /// ```
  ///
  /// - Parameter value: Gives the value for some traits.
  /// - Returns: A value resolved when the style is applied.
  @inlinable
  public static func adaptive(_ value: @escaping @Sendable (Traits) -> Value) -> StyleValue {
    StyleValue(source: .adaptive) { context in .success(value(context.traits)) }
  }

  /// A value derived from this one, such as a token's color at half opacity.
  ///
  /// ```swift
  /// Setter(\View.tintColor, .token(.accent).map { $0.opacity(0.5) })
  /// ```
  ///
  /// - Parameter transform: Derives the new value.
  /// - Returns: A value resolved from this one when the style is applied.
  @inlinable
  public func map<Derived>(
    _ transform: @escaping @Sendable (Value) -> Derived
  ) -> StyleValue<Derived> {
    // An original stays one: there is no value to derive from.
    if case .original(let keyword) = source { return .original(keyword: keyword) }
    let resolve = self.resolve
    // An inherited value stays one, so that a stylesheet still gives it the parent.
    if case .inherited(let keyword) = source {
      return StyleValue<Derived>(source: .inherited(keyword)) { resolve($0).map(transform) }
    }
    return StyleValue<Derived>(source: .derived(description)) { context in
      resolve(context).map(transform)
    }
  }
}

extension StyleValue {
  /// The value of a token for an optional property.
  ///
  /// ```swift
  /// Setter(\View.backgroundColor, .token(.secondaryBackground))  // backgroundColor is Color?
  /// ```
  ///
  /// - Parameter token: The token, of the property's wrapped type.
  /// - Returns: A value resolved through the theme chain when the style is applied.
  @inlinable
  public static func token<Wrapped>(_ token: Token<Wrapped>) -> StyleValue
  where Value == Wrapped? {
    StyleValue(source: .token(Self.optional(token))) { context in
      context.theme.value(for: token).map { .success(.some($0)) }
        ?? .failure(MissingToken(token))
    }
  }

  /// A token's value for an optional property, that a source other than the theme may
  /// give first, as `token(_:resolving:)` is for a property of the token's own type.
  package static func token<Wrapped>(
    _ token: Token<Wrapped>,
    resolving resolve: @escaping @Sendable (StyleContext) -> Result<Wrapped, MissingToken>
  ) -> StyleValue where Value == Wrapped? {
    StyleValue(source: .token(Self.optional(token))) { resolve($0).map { .some($0) } }
  }

  /// The token as one of the optional type, so that the value describes and compares as
  /// the token it reads.
  @usableFromInline
  static func optional<Wrapped>(_ token: Token<Wrapped>) -> Token<Wrapped?> {
    Token<Wrapped?>(token.name, default: token.defaultValue.map { .some($0) })
  }
}

extension StyleValue: CustomStringConvertible {
  /// The value as a description shows it: the literal, `token(name)`, a text stylesheet's
  /// own `var(--name)` or value with `var()`s inside it as written, `adaptive`, or
  /// `derived from …`.
  public var description: String {
    switch source {
    case .literal(let value): ValueDescription.of(value)
    case .token(let token): "token(\(token.name))"
    case .adaptive: "adaptive"
    case .derived(let base): "derived from \(base)"
    case .variable(let name): "var(--\(name))"
    case .original(let keyword), .inherited(let keyword): keyword
    case .substitution(let text): text
    }
  }
}

extension StyleValue: Equatable {
  /// Whether two values are the same literal, the same token, or the same custom property of
  /// a text stylesheet; trait-dependent and derived values hold closures, and equal nothing.
  public static func == (lhs: StyleValue, rhs: StyleValue) -> Bool {
    switch (lhs.source, rhs.source) {
    case (.literal(let left), .literal(let right)): ValueEquality.isEqual(left, right)
    case (.token(let left), .token(let right)): left == right
    case (.variable(let left), .variable(let right)): left == right
    case (.original(let left), .original(let right)): left == right
    case (.inherited(let left), .inherited(let right)): left == right
    default: false
    }
  }
}

/// What a value is made of, for tools that print a style: a literal or a token's name.
package protocol StyleValueInspecting {
  /// The literal, if the value is one.
  var literalValue: (any Sendable)? { get }
  /// The token's name, if the value is a token's.
  var tokenName: String? { get }
  /// The name of a text stylesheet's own custom property, without `--`, if the value is
  /// one's.
  var variableName: String? { get }
  /// The keyword (`initial`, `unset`) if the value is the property's original (see
  /// ``StyleValue/original(keyword:)``).
  var originalKeyword: String? { get }
  /// The keyword (`inherit`) if the value is the parent's (see
  /// ``StyleValue/inherited(keyword:reading:)``).
  var inheritedKeyword: String? { get }
  /// Whether the value resolves in the standard context with `parent` as the parent: whether
  /// a parent gives an inherited value one.
  func resolves(withParent parent: AnyObject?) -> Bool
}

extension StyleValue: StyleValueInspecting {
  package var literalValue: (any Sendable)? {
    if case .literal(let value) = source { return value }
    return nil
  }

  package var tokenName: String? {
    if case .token(let token) = source { return token.name }
    return nil
  }

  package var variableName: String? {
    if case .variable(let name) = source { return name }
    return nil
  }

  package var originalKeyword: String? {
    if case .original(let keyword) = source { return keyword }
    return nil
  }

  package var inheritedKeyword: String? {
    if case .inherited(let keyword) = source { return keyword }
    return nil
  }

  package func resolves(withParent parent: AnyObject?) -> Bool {
    var context = StyleContext.standard
    context.parent = parent.map { StyleParent($0) }
    if case .success = resolve(context) { return true }
    return false
  }
}
