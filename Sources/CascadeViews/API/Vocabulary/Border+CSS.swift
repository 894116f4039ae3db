public import CascadeCSS

extension Border: CSSRepresentable {
  /// The syntax in messages: a border (\`1px solid #cccccc\`) or \`none\`.
  ///
  /// ```swift
  /// print(Border.cssSyntax)
  /// ```
  public static var cssSyntax: String { "a border (`1px solid #cccccc`) or `none`" }

  /// Reads a border as CSS's `border` shorthand writes it: a width, `solid` and a color,
  /// in any order, the `solid` optional; or `none`, ``Border/none``.
  ///
  /// The substitutes draw solid borders only: another style, `dashed`, is an error.
  ///
  /// ```swift
  /// let hairline = try Border(cssText: "1px solid #cccccc")
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The border.
  /// - Throws: `CSSValueError` where the width or the color is missing or not one, the
  ///   width is negative, or the style is not `solid`.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Border {
    if input.consumeKeyword("none") { return .none }
    var width: Double?
    var color: Color?
    var hasStyle = false
    while width == nil || color == nil || (!hasStyle && input.nextIdentifier == "solid") {
      if !hasStyle && input.consumeKeyword("solid") {
        hasStyle = true
      } else if width == nil, let length = input.consumeLengthIfPresent() {
        guard length >= 0 else {
          throw input.errorAtPrevious(
            expected: "a width of 0 or more", message: "a border's width cannot be negative")
        }
        width = length
      } else if color == nil {
        color = try borderColor(&input)
      } else {
        throw input.error(expected: width == nil ? "a border width (`1px`)" : "`solid`")
      }
    }
    return Border(width: width ?? 0, color: color ?? .clear)
  }

  /// The border as `border` writes it: `1px solid #cccccc`, or `none`. A border of another
  /// style prints its keyword (a dash pattern, `dashed`), which a text sheet does not read
  /// back, since only solid borders are read from text.
  ///
  /// ```swift
  /// Border(width: 1, color: .gray).cssText  // "1px solid #8e8e93"
  /// ```
  public var cssText: String {
    self == .none ? "none" : "\(width.cssLengthText) \(style.keyword) \(color.cssText)"
  }

  private static let otherStyles = [
    "dotted", "dashed", "double", "groove", "ridge", "inset", "outset", "hidden",
  ]

  private static func borderColor(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    if let style = input.nextIdentifier, otherStyles.contains(style) {
      _ = input.consumeKeyword(style)
      throw input.errorAtPrevious(
        expected: "`solid`", suggestion: "solid",
        message: "only solid borders are drawn: `\(style)` is not supported")
    }
    return try Color.parse(&input)
  }
}
