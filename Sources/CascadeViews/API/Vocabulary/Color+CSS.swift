public import CascadeCSS

// Colors as CSS writes them. A color whose components are whole bytes prints as hex; any
// other prints with numbers that read back to the identical components: 0–255 numbers where
// some Double divides back exactly, else CSS Color 4's `color(srgb …)`, whose 0–1 numbers
// are the components themselves.

extension Color: CSSRepresentable {
  /// The syntax in messages: a color (\`#rrggbb\`, \`rgb(…)\`, \`rgba(…)\`,
  /// \`color(srgb …)\` or a name).
  ///
  /// ```swift
  /// print(Color.cssSyntax)
  /// ```
  public static var cssSyntax: String {
    "a color (`#rrggbb`, `rgb(…)`, `rgba(…)`, `color(srgb …)` or a name)"
  }

  /// Reads a color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb(r, g, b)`,
  /// `rgba(r, g, b, a)` or `rgb(r g b / a)`, with 0–255 numbers or percentages and an
  /// alpha from 0 to 1 or a percentage; `color(srgb r g b / a)` with 0–1 numbers; or a
  /// name of ``Color``'s (`red`, `gray`, …) or `transparent`.
  ///
  /// The names are the substitutes' system colors: `red` is
  /// ``Color/red-swift.type.property``, `#FF3B30`, not CSS's `#FF0000`.
  ///
  /// ```swift
  /// let scrim = try Color(cssText: "rgba(0, 0, 0, 0.4)")
  /// let brand = try Color(cssText: "#ff9500")
  /// ```
  ///
  /// - Parameter input: The declaration's value.
  /// - Returns: The color.
  /// - Throws: `CSSValueError` for anything else, or a component out of range; a
  ///   misspelt name gets the nearest name as a suggestion.
  public static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Color {
    if let function = input.nextFunction {
      switch function {
      case "rgb", "rgba": return try ColorSyntax.rgb(&input)
      case "color": return try ColorSyntax.srgb(&input)
      default: throw input.error(expected: cssSyntax)
      }
    }
    if input.nextIdentifier != nil { return try ColorSyntax.named(&input) }
    return try ColorSyntax.hex(&input)
  }

  /// The color as text that reads back to it exactly: `#ff9500`, `#00000066`,
  /// `rgba(127.5, 0, 0, 0.25)` or `color(srgb 0.1 0.2 0.3 / 0.4)`.
  ///
  /// ```swift
  /// Color.orange.cssText  // "#ff9500"
  /// ```
  public var cssText: String {
    let components = [red, green, blue, opacity]
    if components.allSatisfy({ ColorSyntax.byte(of: $0) != nil }) {
      return ColorSyntax.hexText(components)
    }
    let bytes = [red, green, blue].compactMap(ColorSyntax.exactByteScale(of:))
    if bytes.count == 3 {
      let numbers = bytes.map(\.cssText).joined(separator: ", ")
      return opacity == 1 ? "rgb(\(numbers))" : "rgba(\(numbers), \(opacity.cssText))"
    }
    let numbers = [red, green, blue].map(\.cssText).joined(separator: " ")
    return "color(srgb \(numbers) / \(opacity.cssText))"
  }
}
