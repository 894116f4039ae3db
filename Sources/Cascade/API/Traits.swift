/// A key for one trait of the environment a style is applied in, such as the color scheme.
///
/// Declare your own keys to extend ``Traits``, as SwiftUI's environment values are:
///
/// ```swift
/// enum CompactHeaderKey: TraitKey {
///   static let defaultValue = false
/// }
/// extension Traits {
///   var isCompactHeader: Bool {
///     get { self[CompactHeaderKey.self] }
///     set { self[CompactHeaderKey.self] = newValue }
///   }
/// }
/// ```
public protocol TraitKey {
  /// The trait's value type.
  associatedtype Value: Hashable & Sendable

  /// The value of the trait when none is set.
  static var defaultValue: Value { get }
}

/// The environment a style is applied in: color scheme, size classes, content size,
/// accessibility settings and any trait an app adds with a ``TraitKey``.
///
/// Trait-dependent values and adaptive styles read traits when a style is applied:
///
/// ```swift
/// var traits = Traits()
/// traits.colorScheme = .dark
/// try style.apply(to: label, in: StyleContext(theme: .dark, traits: traits))
/// ```
public struct Traits: Hashable, Sendable {
  private var values: [ObjectIdentifier: TraitValue] = [:]

  /// Creates traits with every trait at its default value.
  ///
  /// ```swift
  /// let standard = Traits()
  /// ```
  public init() {}

  /// The value of a trait, or its default when none is set.
  ///
  /// ```swift
  /// traits[ColorSchemeKey.self] = .dark
  /// ```
  ///
  /// - Parameter key: The trait's key type.
  public subscript<Key: TraitKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)]?.value.base as? Key.Value ?? Key.defaultValue }
    set {
      // A trait set to its default is stored as unset, so equal traits compare equal.
      values[ObjectIdentifier(key)] = newValue == Key.defaultValue ? nil : TraitValue(newValue)
    }
  }

  /// These traits with one trait set.
  ///
  /// ```swift
  /// let dark = Traits().setting(ColorSchemeKey.self, to: .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - key: The trait's key type.
  ///   - value: Its value.
  /// - Returns: A copy with that trait set.
  public func setting<Key: TraitKey>(_ key: Key.Type, to value: Key.Value) -> Traits {
    var traits = self
    traits[key] = value
    return traits
  }
}

/// A trait's value, type-erased and hashable; it only ever wraps a `Sendable` value.
private struct TraitValue: Hashable, @unchecked Sendable {
  let value: AnyHashable

  init(_ value: some Hashable & Sendable) {
    self.value = AnyHashable(value)
  }
}
