public import CascadeCSS

extension EdgeInsets: CSSRepresentable {
  /// The syntax in messages: 1 to 4 lengths (\`8\`, \`8px 16px\`).
  ///
  /// ```swift
  /// print(EdgeInsets.cssSyntax)
  /// ```
  public static var cssSyntax: String { "1 to 4 lengths (`8`, `8px 16px`)" }

  /// Reads insets as CSS's `padding` does: `all`, `vertical horizontal`,
  /// `top horizontal bottom` or `top trailing bottom leading`, each a length in `px` or
  /// `pt`.
  ///
  /// CSS's right and left are the trailing and leading edges, as they are in a
  /// left-to-right layout.
  ///
  /// ```swift
  /// let margins = try EdgeInsets(cssText: "8px 16px")  // top and bottom 8, sides 16
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The insets.
  /// - Throws: `CSSValueError` if the value does not start with a length.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> EdgeInsets {
    var lengths = [try input.consumeLength(expected: cssSyntax)]
    while lengths.count < 4, let length = input.consumeLengthIfPresent() {
      lengths.append(length)
    }
    let top = lengths[0]
    let trailing = lengths.count > 1 ? lengths[1] : top
    let bottom = lengths.count > 2 ? lengths[2] : top
    let leading = lengths.count > 3 ? lengths[3] : trailing
    return EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  /// The insets in CSS's shortest form: `8px`, `8px 16px`, `8px 16px 4px`, or all four.
  ///
  /// ```swift
  /// EdgeInsets(horizontal: 16, vertical: 8).cssText  // "8px 16px"
  /// ```
  public var cssText: String {
    var lengths = [top, trailing, bottom, leading]
    if leading == trailing {
      lengths.removeLast()
      if bottom == top {
        lengths.removeLast()
        if trailing == top { lengths.removeLast() }
      }
    }
    return lengths.map(\.cssLengthText).joined(separator: " ")
  }
}
