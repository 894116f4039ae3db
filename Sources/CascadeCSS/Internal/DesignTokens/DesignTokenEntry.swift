internal import Cascade

/// A Swift token and the path of a design token file that gives its value.
protocol DesignTokenBinding: Sendable {
  var path: String { get }
  var swiftName: String { get }
  var valueTypeName: String { get }
  var types: [DesignTokenType] { get }
  func set(
    _ json: JSONValue, type: DesignTokenType, in theme: inout Theme)
    throws(DesignTokenValueError)
  func exported(from theme: Theme) -> JSONValue?
  /// Whether the two themes give the token the same value, through their parents and the
  /// token's default.
  func hasEqualValues(in first: Theme, and second: Theme) -> Bool
}

struct DesignTokenEntry<Value: DesignTokenRepresentable>: DesignTokenBinding {
  let path: String
  let token: Token<Value>

  var swiftName: String { token.name }
  var valueTypeName: String { "\(Value.self)" }
  var types: [DesignTokenType] { Value.designTokenTypes }

  func set(
    _ json: JSONValue, type: DesignTokenType, in theme: inout Theme
  )
    throws(DesignTokenValueError)
  {
    theme[token] = try Value(designTokenValue: json, type: type)
  }

  /// The theme's own value as a token of the file: `{"$type": …, "$value": …}`.
  func exported(from theme: Theme) -> JSONValue? {
    guard let value = theme[token], let type = Value.designTokenTypes.first else { return nil }
    return .object([("$type", .string(type.rawValue)), ("$value", value.designTokenValue)])
  }

  func hasEqualValues(in first: Theme, and second: Theme) -> Bool {
    first.value(for: token) == second.value(for: token)
  }
}
