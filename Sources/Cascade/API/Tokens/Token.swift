/// A typed name for a design decision, such as `accent` or `cardCornerRadius`, whose value a
/// ``Theme`` gives.
///
/// Declare tokens as static members, so a setter reads what a value means:
///
/// ```swift
/// extension Token where Value == Color {
///   static let link = Token("link", default: .blue)
/// }
/// let linkStyle = Style<Label> { Setter(\.textColor, .token(.link)) }
/// ```
///
/// Tokens are typed: a `Token<Double>` where a `Color` is expected is a compile error. Tokens
/// with the same name and value type share one value in a theme; they compare equal when
/// their defaults are equal too.
public struct Token<Value: Sendable>: Sendable, Hashable, CustomStringConvertible {
  /// The token's name, unique among tokens of its value type.
  public let name: String

  /// The value used when no theme in the chain gives one; `nil` makes a missing value an
  /// error.
  public let defaultValue: Value?

  /// Creates a token.
  ///
  /// ```swift
  /// let accent = Token<Color>("accent")                  // every theme must give it
  /// let spacing = Token<Double>("spacing", default: 8)   // or fall back to 8
  /// ```
  ///
  /// Making a token registers its name and value type for the life of the process, so that
  /// themes look it up by number: declare tokens once, as `static let` constants, rather
  /// than making them in computed properties or from names built at run time.
  ///
  /// - Parameters:
  ///   - name: The token's name, unique among tokens of its value type.
  ///   - defaultValue: The value used when no theme gives one.
  public init(_ name: String, default defaultValue: Value? = nil) {
    self.name = name
    self.defaultValue = defaultValue
    self.key = TokenKey(name: name, valueType: Value.self)
  }

  /// The token's key in a theme: a number for its name and value type, found once here
  /// rather than hashed from the name on every lookup.
  @usableFromInline
  let key: TokenKey

  /// Whether two tokens are the same token: the same name (and, by their type, value
  /// type) and equal defaults, where the value type is `Equatable`.
  public static func == (lhs: Token, rhs: Token) -> Bool {
    guard lhs.name == rhs.name else { return false }
    switch (lhs.defaultValue, rhs.defaultValue) {
    case (nil, nil): return true
    case (let left?, let right?): return ValueEquality.isEqual(left, right)
    default: return false
    }
  }

  /// Hashes the token's name.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The token as `name (Value)`, for diagnostics.
  public var description: String { "\(name) (\(Value.self))" }
}

/// A token's name and value type, as a theme's dictionary key.
@usableFromInline
struct TokenKey: Hashable, Sendable {
  /// Equal for tokens of equal names and value types, for the life of the process.
  @usableFromInline
  let number: Int

  init<Value>(name: String, valueType: Value.Type) {
    number = Self.numbers.withLock { numbers in
      let named = Named(name: name, valueType: ObjectIdentifier(valueType))
      if let number = numbers[named] { return number }
      let number = numbers.count
      numbers[named] = number
      return number
    }
  }

  private struct Named: Hashable {
    let name: String
    let valueType: ObjectIdentifier
  }

  private static let numbers = Lock<[Named: Int]>([:])
}
