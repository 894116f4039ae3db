import CascadeViews

/// A one-token file loaded through the public API, as an app loads one.
enum TokenLoad {
  /// The value a file of one token, `x`, gives a Swift token of `Value`, and the problems.
  static func value<Value: DesignTokenRepresentable>(
    of _: Value.Type, _ type: String, _ value: String
  ) -> (value: Value?, diagnostics: [TextDiagnostic]) {
    let token = Token<Value>("x")
    var mapping = DesignTokenMapping()
    mapping.map(token, to: "x")
    let text = "{\"x\": {\"$type\": \"\(type)\", \"$value\": \(value)}}"
    let loaded = mapping.loadTheme(text, named: "T", file: "t.tokens.json")
    return (loaded.theme[token], loaded.diagnostics)
  }

  /// The messages of a value's problems.
  static func messages<Value: DesignTokenRepresentable>(
    of _: Value.Type, _ type: String, _ value: String
  ) -> [String] {
    Self.value(of: Value.self, type, value).diagnostics.map(\.message)
  }
}
