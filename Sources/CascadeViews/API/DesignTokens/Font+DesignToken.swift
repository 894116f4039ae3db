public import CascadeCSS

extension Font: DesignTokenRepresentable {
  /// `typography`.
  public static var designTokenTypes: [DesignTokenType] { [.typography] }

  /// Reads a `typography` value: `fontFamily` (`"system-ui"` is the system font),
  /// `fontSize` (a dimension), `fontWeight` (regular if absent), and two members of
  /// Cascade's own, written only where needed: `fontStyle` (`"italic"` or `"normal"`) and
  /// `textStyle` (a Dynamic Type style, `"headline"`, as text sheets name it, which keeps
  /// the font scaling). `letterSpacing` and `lineHeight` are allowed and not used: a
  /// ``Font`` has neither.
  ///
  /// ```swift
  /// let title = try Font(
  ///   designTokenValue: .object([
  ///     ("fontFamily", .string("Avenir Next")), ("fontSize", .string("22px")),
  ///     ("fontWeight", .number(700)),
  ///   ]), type: .typography)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `typography`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    guard case .object = json, let familyValue = json["fontFamily"],
      let sizeValue = json["fontSize"]
    else {
      throw DesignTokenValueError(expected: "a typography object with `fontFamily` and `fontSize`")
    }
    let family = try Self.member("fontFamily") { () throws(DesignTokenValueError) in
      try String(designTokenValue: familyValue, type: .fontFamily)
    }
    let size = try Self.member("fontSize") { () throws(DesignTokenValueError) in
      try Double(designTokenValue: sizeValue, type: .dimension)
    }
    let weight = try Self.member("fontWeight") { () throws(DesignTokenValueError) in
      try json["fontWeight"].map { value throws(DesignTokenValueError) in
        try Weight(designTokenValue: value, type: .fontWeight)
      } ?? .regular
    }
    let style = json["fontStyle"]?.stringValue ?? "normal"
    guard style == "normal" || style == "italic" else {
      throw DesignTokenValueError(expected: "`italic` or `normal`", member: "fontStyle")
    }
    let textStyle = try json["textStyle"].map { value throws(DesignTokenValueError) in
      guard let match = TextStyle.allCases.first(where: { $0.cssKeyword == value.stringValue })
      else {
        throw DesignTokenValueError(
          expected: "a text style, as text sheets name it (`headline`)", member: "textStyle")
      }
      return match
    }
    self.init(
      family: Self.systemNames.contains(family) ? .system : .named(family), size: size,
      weight: weight, isItalic: style == "italic", textStyle: textStyle)
  }

  /// The font as a `typography` object; `fontStyle` and `textStyle` only where the font
  /// has them.
  public var designTokenValue: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("fontFamily", .string(family == .system ? "system-ui" : familyName)),
      ("fontSize", size.designTokenValue), ("fontWeight", weight.designTokenValue),
    ]
    if isItalic { members.append(("fontStyle", .string("italic"))) }
    if let textStyle { members.append(("textStyle", .string(textStyle.cssKeyword))) }
    return .object(members)
  }

  private var familyName: String {
    if case .named(let name) = family { return name }
    return "system-ui"
  }

  /// The family names that mean the system font.
  private static let systemNames: Set<String> = ["system-ui", "-apple-system", "system"]

  private static func member<Value>(
    _ key: String, _ read: () throws(DesignTokenValueError) -> Value
  ) throws(DesignTokenValueError) -> Value {
    do { return try read() } catch { throw error.inMember(key) }
  }
}
