public import CascadeCSS

extension Shadow: CSSRepresentable {
  /// The syntax in messages: a shadow (\`0 2px 4px rgba(0, 0, 0, 0.3)\`) or \`none\`.
  ///
  /// ```swift
  /// print(Shadow.cssSyntax)
  /// ```
  public static var cssSyntax: String { "a shadow (`0 2px 4px rgba(0, 0, 0, 0.3)`) or `none`" }

  /// Reads a shadow as CSS's `box-shadow` writes it: a list of layers, the first on top,
  /// each `[inset] offset-x offset-y [blur [spread]] color [inset]`, the color first or
  /// last; or `none`, ``Shadow/none``.
  ///
  /// The blur is the shadow's ``Shadow/radius``, 0 when left out, and the spread its
  /// ``Shadow/spread``. The color's alpha is the shadow's ``Shadow/opacity``, and its
  /// ``Shadow/color`` is the color made opaque, so that `rgba(0, 0, 0, 0.3)` is black at
  /// 30 %. A shadow whose color has an alpha of its own, which the Swift form allows, is
  /// written with the opacity after the color, a number from 0 to 1: `0 2px 4px #00000080
  /// 0.5`.
  ///
  /// ```swift
  /// let lifted = try Shadow(cssText: "0 2px 4px rgba(0, 0, 0, 0.3)")
  /// let layered = try Shadow(cssText: "0 1px 2px rgba(0, 0, 0, 0.2), inset 0 0 0 1px #ffffff")
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The shadow.
  /// - Throws: `CSSValueError` where an offset or the color is missing, the blur is
  ///   negative, or the opacity is out of range.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Shadow {
    if input.consumeKeyword("none") { return .none }
    var layers = [try layer(&input)]
    while input.consumeCommaIfPresent() { layers.append(try layer(&input)) }
    return Shadow(layers: layers)
  }

  /// The shadow as `box-shadow` writes it: `0 -3px 3px rgba(0, 0, 0, 0.5)`, each layer
  /// apart by a comma, or `none`.
  ///
  /// ```swift
  /// Shadow(color: .black, opacity: 0.5, radius: 4, offset: Size(width: 0, height: 2)).cssText
  /// // "0 2px 4px rgba(0, 0, 0, 0.5)"
  /// ```
  public var cssText: String {
    guard self != .none else { return "none" }
    return layers.map(\.layerText).joined(separator: ", ")
  }

  private var layerText: String {
    let shown = color.opacity == 1 ? color.opacity(opacity).cssText : color.cssText
    let explicitOpacity = color.opacity == 1 ? [] : [opacity.cssText]
    return boxShadowLayer(length: \.cssLengthText, color: [shown] + explicitOpacity)
  }

  /// This layer as `box-shadow` lays one out, `[inset] x y blur [spread] color`, with its
  /// lengths and its color written as the caller writes them: the sheet's text here, the
  /// preview's page in CascadePreview.
  ///
  /// - Parameters:
  ///   - length: Writes a length.
  ///   - color: The color's words.
  /// - Returns: The layer's text.
  package func boxShadowLayer(length: (Double) -> String, color: [String]) -> String {
    let spreadLength = spread == 0 ? [] : [spread]
    let lengths = ([offset.width, offset.height, radius] + spreadLength).map(length)
    return ((isInset ? ["inset"] : []) + lengths + color).joined(separator: " ")
  }

  private static func layer(_ input: inout CSSValueParser) throws(CSSValueError) -> Shadow {
    var isInset = input.consumeKeyword("inset")
    var probe = input
    let startsWithColor = probe.consumeLengthIfPresent() == nil
    let leadingColor = startsWithColor ? try Color.parse(&input) : nil
    let lengths = try lengths(&input)
    let color: Color
    if let leadingColor { color = leadingColor } else { color = try Color.parse(&input) }
    var opacity: Double?
    if leadingColor == nil { opacity = try Self.opacity(&input) }
    if !isInset { isInset = input.consumeKeyword("inset") }
    let offset = Size(width: lengths[0], height: lengths[1])
    let radius = lengths.count > 2 ? lengths[2] : 0
    let spread = lengths.count > 3 ? lengths[3] : 0
    guard let opacity else {
      return Shadow(
        color: color.opacity(1), opacity: color.opacity, radius: radius, offset: offset,
        spread: spread, isInset: isInset)
    }
    return Shadow(
      color: color, opacity: opacity, radius: radius, offset: offset, spread: spread,
      isInset: isInset)
  }

  /// The offsets, then the blur and the spread where they are given.
  private static func lengths(_ input: inout CSSValueParser) throws(CSSValueError) -> [Double] {
    var lengths = [
      try input.consumeLength(expected: "the horizontal offset, a length"),
      try input.consumeLength(expected: "the vertical offset, a length"),
    ]
    guard let blur = input.consumeLengthIfPresent() else { return lengths }
    guard blur >= 0 else {
      throw input.errorAtPrevious(
        expected: "a blur of 0 or more", message: "a shadow's blur cannot be negative")
    }
    lengths.append(blur)
    if let spread = input.consumeLengthIfPresent() { lengths.append(spread) }
    return lengths
  }

  /// The opacity after the color, if a number is next.
  private static func opacity(_ input: inout CSSValueParser) throws(CSSValueError) -> Double? {
    var attempt = input
    guard let opacity = try? attempt.consumeNumber() else { return nil }
    input = attempt
    guard (0...1).contains(opacity) else {
      throw input.errorAtPrevious(
        expected: "an opacity from 0 to 1", message: "a shadow's opacity is from 0 to 1")
    }
    return opacity
  }
}
