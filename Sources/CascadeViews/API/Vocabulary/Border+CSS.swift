public import CascadeCSS

extension Border: CSSRepresentable {
  /// The syntax in messages: a border (\`1px solid #cccccc\`) or \`none\`.
  ///
  /// ```swift
  /// print(Border.cssSyntax)
  /// ```
  public static var cssSyntax: String { "a border (`1px solid #cccccc`) or `none`" }

  /// Reads a border as CSS's `border` shorthand writes it: a width, a style and a color,
  /// in any order, the style optional (solid when left out); or `none`, ``Border/none``.
  ///
  /// The style is one of CSS's keywords that ``Border/StrokeStyle`` has: `solid`, `dashed`,
  /// `dotted`, `double`, `groove`, `ridge`, `inset` and `outset`; `hidden` is an error,
  /// since a border that draws nothing is `none`. The HTML preview draws each style; UIKit
  /// and SwiftUI draw solid lines (see ``Border/StrokeStyle``).
  ///
  /// ```swift
  /// let hairline = try Border(cssText: "1px solid #cccccc")
  /// let placeholder = try Border(cssText: "2px dashed #8e8e93")
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The border.
  /// - Throws: `CSSValueError` where the width or the color is missing or not one, the
  ///   width is negative, or there are two styles.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Border {
    if input.consumeKeyword("none") { return .none }
    var width: Double?
    var color: Color?
    var style: StrokeStyle?
    while true {
      // Each pass looks for a style keyword once, and only while there is none yet.
      let next = style == nil ? nextStyle(input) : nil
      guard width == nil || color == nil || next != nil else { break }
      if let next {
        _ = input.consumeKeyword(next.keyword)
        style = next.style
      } else if width == nil, let length = input.consumeLengthIfPresent() {
        guard length >= 0 else {
          throw input.errorAtPrevious(
            expected: "a width of 0 or more", message: "a border's width cannot be negative")
        }
        width = length
      } else if color == nil {
        color = try borderColor(&input)
      } else {
        throw input.error(expected: width == nil ? "a border width (`1px`)" : "a border style")
      }
    }
    return Border(width: width ?? 0, color: color ?? .clear, style: style ?? .solid)
  }

  /// The border as `border` writes it: `1px solid #cccccc`, or `none`, with its style's
  /// keyword; a dash pattern prints as `dashed`, which reads back without its lengths.
  ///
  /// ```swift
  /// Border(width: 1, color: .gray).cssText  // "1px solid #8e8e93"
  /// ```
  public var cssText: String {
    self == .none ? "none" : "\(width.cssLengthText) \(style.keyword) \(color.cssText)"
  }

  /// The style keyword next (the parser lowercases it) and its style, if one is.
  private static func nextStyle(
    _ input: CSSValueParser
  ) -> (keyword: String, style: StrokeStyle)? {
    var probe = input
    guard let keyword = probe.nextIdentifier,
      let style = StrokeStyle.keywords[keyword]
    else { return nil }
    return (keyword, style)
  }

  private static func borderColor(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    if input.nextIdentifier == "hidden" {
      _ = input.consumeKeyword("hidden")
      throw input.errorAtPrevious(
        expected: "a border style", suggestion: "none",
        message: "a `hidden` border draws nothing: write `border: none`")
    }
    return try Color.parse(&input)
  }
}
