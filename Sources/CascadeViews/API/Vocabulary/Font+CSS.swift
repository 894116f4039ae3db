public import CascadeCSS

// Fonts as CSS's `font` shorthand writes them, `[italic] [weight] size [family]`, with the
// text styles in the family's place, as CSS's system fonts (`caption`, `menu`) stand there.

extension Font: CSSRepresentable {
  /// The syntax in messages: a font (\`17px\`, \`bold 17px "Avenir Next"\` or a text style
  /// such as \`body\`).
  ///
  /// ```swift
  /// print(Font.cssSyntax)
  /// ```
  public static var cssSyntax: String {
    "a font (`17px`, `bold 17px \"Avenir Next\"` or a text style such as `body`)"
  }

  /// Reads a font: `[italic] [weight] size [family]` or `[italic] [weight] [size] text-style`.
  ///
  /// - The weight is a CSS number from 100 to 900, each hundred a ``Font/Weight`` from
  ///   ``Font/Weight/ultraLight`` to ``Font/Weight/black``, or a weight's name in kebab-case
  ///   (`ultra-light`, `semibold`, `bold`, …); `normal` is `regular`. Without one, the font
  ///   has the regular weight, or a text style's own (`headline` is semibold).
  /// - The size is a length in `px` or `pt`, from 1 to 1,000; a text style's size is one of
  ///   its Dynamic Type sizes, and without one it has its size at the standard category.
  /// - The family is a quoted name or `system-ui`; without one, the system font.
  /// - The text style is a ``Font/TextStyle`` in kebab-case: `body`, `large-title`.
  ///
  /// ```swift
  /// let heading = try Font(cssText: "600 20pt \"Avenir Next\"")
  /// let emphasis = try Font(cssText: "italic bold body")
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The font.
  /// - Throws: `CSSValueError` for anything else, or a size or weight out of range.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Font {
    let (isItalic, weight) = try FontSyntax.styleAndWeight(&input)
    let size = FontSyntax.size(&input)
    if let textStyle = try FontSyntax.textStyle(&input) {
      let font = try FontSyntax.preferred(textStyle, size: size, input: input)
      return Font(
        family: .system, size: font.size, weight: weight ?? textStyle.weight,
        isItalic: isItalic, textStyle: textStyle)
    }
    guard let size else { throw input.error(expected: cssSyntax) }
    guard (Font.minimumSize...Font.maximumSize).contains(size) else {
      throw input.errorAtPrevious(
        expected: "a font size from 1 to 1000", message: "font size out of range: 1 to 1000")
    }
    let family = try FontSyntax.family(&input)
    return Font(family: family, size: size, weight: weight ?? .regular, isItalic: isItalic)
  }

  /// The font as `font` writes it: `17px`, `italic semibold 20px "Avenir Next"`, `body`,
  /// `bold 19px body`.
  ///
  /// ```swift
  /// Font.system(size: 17, weight: .bold).cssText  // "bold 17px"
  /// ```
  public var cssText: String {
    var parts: [String] = isItalic ? ["italic"] : []
    if weight != (textStyle?.weight ?? .regular) { parts.append(FontSyntax.keyword(of: weight)) }
    if let textStyle {
      if size != textStyle.pointSize(for: .standard) { parts.append(size.cssText + "px") }
      parts.append(textStyle.cssKeyword)
    } else {
      parts.append(size.cssText + "px")
      if case .named(let name) = family { parts.append(name.cssText) }
    }
    return parts.joined(separator: " ")
  }
}
