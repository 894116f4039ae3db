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
/// try caption.apply(to: label, in: StyleContext(theme: .dark, traits: traits))
/// ```
public struct Traits: Hashable, Sendable {
  @usableFromInline
  var values: [ObjectIdentifier: AnyTraitValue] = [:]

  /// Creates traits with every trait at its default value.
  ///
  /// ```swift
  /// let standard = Traits()
  /// ```
  public init() {}

  /// Whether these traits are `other` or a copy of it: the very same value for every key.
  /// Traits made apart with equal values are equal (`==`) but not the same.
  func isSame(as other: Traits) -> Bool {
    values.count == other.values.count
      && values.allSatisfy { key, value in other.values[key] === value }
  }

  /// The value of a trait, or its default when none is set.
  ///
  /// ```swift
  /// var traits = Traits()
  /// traits[ColorSchemeKey.self] = .dark
  /// ```
  ///
  /// - Parameter key: The trait's key type.
  public subscript<Key: TraitKey>(key: Key.Type) -> Key.Value {
    @inlinable get {
      // Only this setter stores values, under the key type's identifier: the box is always a
      // `TraitValue<Key.Value>`, and a cast would look up its metadata on every call.
      values[ObjectIdentifier(key)].map { unsafeDowncast($0, to: TraitValue<Key.Value>.self).value }
        ?? Key.defaultValue
    }
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

/// A trait's value, type-erased and hashable, so that traits compare and hash.
@usableFromInline
class AnyTraitValue: Hashable, @unchecked Sendable {
  @usableFromInline
  static func == (lhs: AnyTraitValue, rhs: AnyTraitValue) -> Bool { lhs.isEqual(to: rhs) }

  @usableFromInline
  func isEqual(to other: AnyTraitValue) -> Bool { false }

  @usableFromInline
  func hash(into hasher: inout Hasher) {}
}

/// A trait's value of type `Value`; immutable, and `Value` is `Sendable`.
@usableFromInline
final class TraitValue<Value: Hashable & Sendable>: AnyTraitValue, @unchecked Sendable {
  @usableFromInline
  let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }

  @usableFromInline
  override func isEqual(to other: AnyTraitValue) -> Bool {
    (other as? TraitValue<Value>)?.value == value
  }

  @usableFromInline
  override func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
