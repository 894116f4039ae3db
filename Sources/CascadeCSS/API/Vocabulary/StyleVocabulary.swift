public import Cascade

/// The names a text stylesheet may use, each bound to what it means in Swift: type names
/// to `Stylable` types, property names to setters, token names to ``/Cascade/Token``s, and media
/// features to traits.
///
/// A rule read through the vocabulary makes the same setters, with the same identities, as
/// the Swift form of the rule. CascadeViews gives the substitutes' vocabulary as
/// `StyleVocabulary.standard`; an app adds its own types and properties, each in one line
/// that the compiler checks:
///
/// ```swift
/// enum Elevation: CSSKeyword {
///   case flat, raised
///   var cssKeyword: String { self == .flat ? "flat" : "raised" }
/// }
///
/// final class Badge: Label {
///   var elevation = Elevation.flat
/// }
///
/// var vocabulary = StyleVocabulary.standard
/// vocabulary.register(Badge.self)
/// vocabulary.register("elevation", \Badge.elevation)
/// let sheet = vocabulary.load("Badge { elevation: raised; }", named: "badges.css")
/// ```
public struct StyleVocabulary: Sendable {
  var types: [String: any TypeBinding] = [:]
  var properties: [String: [any PropertyBinding]] = [:]
  var tokens: [String: any TokenBinding] = [:]
  var features: [String: MediaFeature] = [:]
  /// The themes `@theme` may name, by their names lowercased, each to its own spelling.
  var themes: [String: String] = [:]
  /// The type a rule with no type in its selector styles: `*`, `.card`.
  let base: any TypeBinding

  /// Creates a vocabulary whose rules without a type (`*`, `.card`) style `base`, the
  /// class every stylable type of the app derives from.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary(base: View.self)  // `.card { … }` styles any view
  /// ```
  ///
  /// - Parameters:
  ///   - base: The base class; registered as a type too.
  ///   - name: Its name in selectors; by default the Swift name.
  public init<Base: Stylable>(base: Base.Type, named name: String? = nil) {
    let binding = StylableType<Base>(name: name ?? "\(base)")
    self.base = binding
    types[binding.name] = binding
  }

  /// Registers a type that selectors can name.
  ///
  /// ```swift
  /// final class Badge: Label {}
  ///
  /// var vocabulary = StyleVocabulary.standard
  /// vocabulary.register(Badge.self)  // `Badge { … }`
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type; a selector of it matches its subclasses too.
  ///   - name: Its name in selectors; by default the Swift name.
  public mutating func register<Root: Stylable>(_ type: Root.Type, named name: String? = nil) {
    let binding = StylableType<Root>(name: name ?? "\(type)")
    types[binding.name] = binding
  }

  /// Registers a property set through a key path: declarations of `name` on a rule for
  /// `Root` or a subclass make the setter `Setter(keyPath, value)`.
  ///
  /// ```swift
  /// final class Badge: Label {
  ///   var count = 0
  /// }
  ///
  /// var vocabulary = StyleVocabulary.standard
  /// vocabulary.register(Badge.self)
  /// vocabulary.register("count", \Badge.count)  // `Badge { count: 3; }`
  /// ```
  ///
  /// A name may be registered for several unrelated types (`color` for a label's and a
  /// text field's text color); a rule takes the registration for its type.
  ///
  /// - Parameters:
  ///   - name: The property's name in text, in kebab-case.
  ///   - keyPath: The property; its value type gives the syntax.
  public mutating func register<Root: AnyObject, Value: CSSRepresentable>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Root, Value>
  ) {
    add(KeyPathProperty(name: name, keyPath: keyPath))
  }

  /// Registers a property set through a setter of the registration's own, from a literal
  /// value. Such a property takes literal values, not `var()`; to take tokens too, make the
  /// setter from a ``/Cascade/StyleValue`` with
  /// ``register(_:on:_:)-(_,_,(StyleValue<Value>)->Setter<Root,StyleValue<Value>>)``.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary(base: View.self)
  /// vocabulary.register(Button.self)
  /// vocabulary.register("title-highlighted", on: Button.self) { (title: String?) in
  ///   .title(title, for: .highlighted)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The property's name in text, in kebab-case.
  ///   - type: The type that has the property.
  ///   - makeSetter: Makes the setter for a value read from text. A loaded sheet calls it
  ///     when the cascade first applies the rule that declares the value, not while it loads
  ///     (printing a sheet calls it too), so it must not depend on when it is called.
  public mutating func register<Root: AnyObject, Value: CSSRepresentable>(
    _ name: String, on type: Root.Type,
    _ makeSetter: @escaping @Sendable (Value) -> Setter<Root, Value>
  ) {
    add(CustomProperty(name: name, makeSetter: makeSetter))
  }

  /// Registers a property set through a setter of the registration's own that takes a
  /// ``/Cascade/StyleValue``, as a button's per-state title color is: such a property takes
  /// `var(--token)`, with or without a fallback, as a key-path property does.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary(base: View.self)
  /// vocabulary.register(Button.self)
  /// vocabulary.register(token: Token<Color>.accent)
  /// vocabulary.register("title-color-highlighted", on: Button.self) {
  ///   (color: StyleValue<Color?>) in .titleColor(color, for: .highlighted)
  /// }
  /// let sheet = vocabulary.load(
  ///   "Button { title-color-highlighted: var(--accent); }", named: "buttons.css")
  /// ```
  ///
  /// A literal value makes the setter the Swift form makes of that literal when
  /// `makeSetter` returns a setter made with
  /// ``/Cascade/Setter/init(_:value:fileID:line:read:write:)-(_,StyleValue<Property>,_,_,_,_)``;
  /// a token, the setter of a value resolved when the style is applied.
  ///
  /// - Parameters:
  ///   - name: The property's name in text, in kebab-case.
  ///   - type: The type that has the property.
  ///   - makeSetter: Makes the setter for a value read from text: a literal as
  ///     ``/Cascade/StyleValue/value(_:)``, or a token. Called as the literal form's is, so
  ///     it must not depend on when it is called.
  @_disfavoredOverload
  public mutating func register<Root: AnyObject, Value: CSSRepresentable>(
    _ name: String, on type: Root.Type,
    _ makeSetter: @escaping @Sendable (StyleValue<Value>) -> Setter<Root, StyleValue<Value>>
  ) {
    add(ResolvingCustomProperty(name: name, makeSetter: makeSetter))
  }

  private mutating func add(_ property: some PropertyBinding) {
    // A registration for the same type replaces the earlier one.
    properties[property.name, default: []].removeAll {
      ObjectIdentifier($0.rootType) == ObjectIdentifier(property.rootType)
    }
    properties[property.name, default: []].append(property)
  }

  /// Registers a token that `var(--name)` reads and a sheet can give values.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary.standard
  /// vocabulary.register(token: Token<Color>("brand"))  // `var(--brand)`
  /// ```
  ///
  /// - Parameters:
  ///   - token: The token; its value type gives the syntax of values for it.
  ///   - name: Its name in text, without `--`; by default the token's name in kebab-case
  ///     (`primaryText` is `--primary-text`).
  public mutating func register<Value: CSSRepresentable>(
    token: Token<Value>, named name: String? = nil
  ) {
    let name = name ?? Self.kebabCase(token.name)
    tokens[name] = TokenEntry(cssName: name, token: token)
  }

  /// Registers a trait that `@media (name: value)` tests for equality.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary(base: View.self)
  /// vocabulary.register(feature: "prefers-color-scheme", ColorSchemeKey.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The feature's name in queries.
  ///   - key: The trait; its value type gives the syntax of values.
  ///   - implicitValue: The value that `(name)` alone, without a value, tests for: `true`
  ///     for an accessibility switch, and by default for any `Bool` trait. Without one,
  ///     `(name)` alone always holds for a trait of keywords, as CSS's boolean context does
  ///     for values that are never `none`, and is an error for a trait of numbers.
  public mutating func register<Key: TraitKey>(
    feature name: String, _ key: Key.Type, implicitValue: Key.Value? = nil
  ) where Key.Value: CSSRepresentable {
    features[name] = .plain(name, key: key, implicit: implicitValue)
  }

  /// Registers an ordered trait that `@media` tests as `(name: value)`,
  /// `(min-name: value)` and `(max-name: value)`.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary(base: View.self)
  /// vocabulary.register(rangeFeature: "content-size-category", ContentSizeCategoryKey.self)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The feature's name in queries, without `min-` or `max-`.
  ///   - key: The trait; its value type gives the syntax and the order of values.
  public mutating func register<Key: TraitKey>(rangeFeature name: String, _ key: Key.Type)
  where Key.Value: CSSRepresentable & Comparable {
    features[name] = .range(name, key: key)
  }

  /// `primaryText` as `primary-text`: a token's name in sheets by default, which the
  /// `cascade` tool gives the tokens it generates too.
  package static func kebabCase(_ name: String) -> String {
    var text = ""
    for character in name {
      if character.isUppercase {
        if !text.isEmpty { text += "-" }
        text += character.lowercased()
      } else {
        text.append(character)
      }
    }
    return text
  }
}
