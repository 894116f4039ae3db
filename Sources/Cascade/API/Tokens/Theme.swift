/// The values of design tokens for one look: a light theme, a dark one, a brand's.
///
/// A theme maps tokens to values, typed by the token. It can extend another theme and
/// override some of its tokens; a lookup walks from the theme to its parent, then to the
/// token's default:
///
/// ```swift
/// let brand = Theme(name: "Brand", extending: .light) { theme in
///   theme[.accent] = Color(red: 0.37, green: 0.36, blue: 0.9)
/// }
/// brand.value(for: .accent)         // the brand's accent
/// brand.value(for: .secondaryText)  // the light theme's
/// ```
///
/// A theme is a value: `let` themes never change, and sharing one across tasks is safe.
public struct Theme: Sendable, CustomStringConvertible {
  /// The theme's name, for diagnostics.
  public let name: String

  /// The theme this one extends, if any.
  @inlinable
  public var parent: Theme? { parentBox?.theme }

  @usableFromInline
  var values: [TokenKey: AnyThemeValue] = [:]
  @usableFromInline
  let parentBox: ThemeBox?

  /// Creates a theme, optionally extending another, and sets its own token values.
  ///
  /// ```swift
  /// let compact = Theme(name: "Compact", extending: .light) { $0[.spacing] = 4 }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The theme's name, for diagnostics.
  ///   - parent: The theme to fall back to for tokens this one does not set.
  ///   - values: Sets this theme's own values through its subscript.
  public init(
    name: String, extending parent: Theme? = nil, _ values: (inout Theme) -> Void = { _ in }
  ) {
    self.name = name
    self.parentBox = parent.map(ThemeBox.init)
    values(&self)
  }

  /// This theme's own value for a token, or `nil`; set it inside the initializer's closure.
  ///
  /// ```swift
  /// let night = Theme(name: "Night") { $0[.accent] = .orange }
  /// ```
  ///
  /// - Parameter token: The token.
  @inlinable
  public subscript<Value>(token: Token<Value>) -> Value? {
    // The key holds the value's type, and only this setter stores values, so the box under
    // a token's key is always a `ThemeValue<Value>`: it needs no cast, which would look up
    // the generic class's metadata on every call.
    get { values[token.key].map { unsafeDowncast($0, to: ThemeValue<Value>.self).value } }
    set { values[token.key] = newValue.map(ThemeValue.init) }
  }

  /// The value of a token: this theme's, else the nearest parent's, else the token's
  /// default.
  ///
  /// ```swift
  /// Theme.dark.value(for: .primaryText)
  /// ```
  ///
  /// - Parameter token: The token to look up.
  /// - Returns: The value, or `nil` when no theme in the chain sets it and it has no default.
  /// - Complexity: O(*d*), where *d* is the depth of the theme chain.
  @inlinable
  public func value<Value>(for token: Token<Value>) -> Value? {
    // Through the parents' boxes, not copies of each parent, which would retain every one
    // of its members on the way.
    if let value = self[token] { return value }
    var parent = parentBox
    while let current = parent {
      if let value = current.theme[token] { return value }
      parent = current.theme.parentBox
    }
    return token.defaultValue
  }

  /// This theme with one token set; the original is unchanged.
  ///
  /// ```swift
  /// let orange = Theme.light.setting(.accent, to: .orange)
  /// ```
  ///
  /// - Parameters:
  ///   - token: The token to set.
  ///   - value: Its value.
  /// - Returns: A copy of this theme with that value.
  public func setting<Value>(_ token: Token<Value>, to value: Value) -> Theme {
    var theme = self
    theme[token] = value
    return theme
  }

  /// Whether this theme is `other` or a copy of it: the same name, and the very same value
  /// for every token, here and in every parent. Two themes made apart with equal values are
  /// not the same.
  func isSame(as other: Theme) -> Bool {
    guard Self.isSameLevel(self, other) else { return false }
    // Through the parents' boxes, not copies of each parent.
    var (left, right) = (parentBox, other.parentBox)
    while left !== right {
      guard let lhs = left, let rhs = right, Self.isSameLevel(lhs.theme, rhs.theme) else {
        return false
      }
      (left, right) = (lhs.theme.parentBox, rhs.theme.parentBox)
    }
    return true
  }

  /// Whether two themes have the same name and the very same value for every token of
  /// their own, their parents aside.
  @inline(__always)
  private static func isSameLevel(_ left: Theme, _ right: Theme) -> Bool {
    guard left.name == right.name else { return false }
    return sharesStorage(left.values, right.values)
      || (left.values.count == right.values.count
        && left.values.allSatisfy { key, value in right.values[key] === value })
  }

  /// Whether two tables of values are copies of one: then they hold the very same values,
  /// as a table shared by two copies is copied before either changes. Compared by the
  /// tables' one word of storage, which spares a look-up per token for a theme a walk gets
  /// again, as most walks do.
  private static func sharesStorage(
    _ left: [TokenKey: AnyThemeValue], _ right: [TokenKey: AnyThemeValue]
  ) -> Bool {
    guard MemoryLayout<[TokenKey: AnyThemeValue]>.size == MemoryLayout<UInt>.size else {
      return false
    }
    return withUnsafeBytes(of: left) { left in
      withUnsafeBytes(of: right) { right in
        left.loadUnaligned(as: UInt.self) == right.loadUnaligned(as: UInt.self)
      }
    }
  }

  /// The names of this theme and its ancestors: `Brand → Light`.
  public var description: String {
    parent.map { "\(name) → \($0)" } ?? name
  }
}

/// A theme's value for one token, type-erased.
@usableFromInline
class AnyThemeValue: @unchecked Sendable {}

/// A theme's value for one token of type `Value`; immutable, and `Value` is `Sendable`.
@usableFromInline
final class ThemeValue<Value: Sendable>: AnyThemeValue, @unchecked Sendable {
  @usableFromInline
  let value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}

/// Holds a parent theme, so that `Theme` can contain one.
@usableFromInline
final class ThemeBox: Sendable {
  @usableFromInline
  let theme: Theme

  init(_ theme: Theme) {
    self.theme = theme
  }
}
