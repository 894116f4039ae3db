public import CascadeCSS

extension Border.StrokeStyle: DesignTokenRepresentable {
  /// `strokeStyle`.
  public static var designTokenTypes: [DesignTokenType] { [.strokeStyle] }

  /// Reads a `strokeStyle` value: a keyword, `"solid"`, `"dashed"`, `"dotted"`, `"double"`,
  /// `"groove"`, `"ridge"`, `"outset"` or `"inset"`; or a dash object, `{"dashArray": [...],
  /// "lineCap": "round"}`, whose `dashArray` is one or more dimensions, dash and gap in
  /// turn, and whose `lineCap` is `"round"`, `"butt"` or `"square"`.
  ///
  /// ```swift
  /// let dotted = try Border.StrokeStyle(designTokenValue: .string("dotted"), type: .strokeStyle)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `strokeStyle`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    if let keyword = json.stringValue {
      guard let style = Self.keywords[keyword] else {
        let names = Self.keywords.keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        throw DesignTokenValueError(expected: "a stroke style: \(names), or a dash object")
      }
      self = style
      return
    }
    guard case .object = json else {
      throw DesignTokenValueError(expected: "a stroke style's name, or a dash object")
    }
    try json.checkMembers(["dashArray", "lineCap"])
    guard case .array(let parts)? = json["dashArray"], !parts.isEmpty else {
      throw DesignTokenValueError(expected: "a list of one or more dimensions", member: "dashArray")
    }
    var lengths: [Double] = []
    for part in parts {
      do { lengths.append(try Double(designTokenValue: part, type: .dimension)) } catch {
        throw error.inMember("dashArray")
      }
    }
    guard lengths.allSatisfy({ $0 >= 0 }) else {
      throw DesignTokenValueError(expected: "lengths of 0 or more", member: "dashArray")
    }
    guard let cap = json["lineCap"]?.stringValue.flatMap(Border.LineCap.init(rawValue:)) else {
      throw DesignTokenValueError(expected: "`round`, `butt` or `square`", member: "lineCap")
    }
    self = .dashes(lengths, lineCap: cap)
  }

  /// The style's keyword, or its dash object.
  public var designTokenValue: JSONValue {
    guard case .dashes(let lengths, let cap) = self else { return .string(keyword) }
    return .object([
      ("dashArray", .array(lengths.map(\.designTokenValue))), ("lineCap", .string(cap.rawValue)),
    ])
  }
}
