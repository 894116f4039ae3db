import CascadeViews

/// A font as CSS: its family, its size (from the Dynamic Type table for the rendering's
/// content size category when the font has a text style), weight and style.
enum FontCSS {
  static func add(_ font: Font, in rendering: PreviewRendering, to css: inout CSSDeclarations) {
    let scaled = font.scaled(for: rendering.contentSizeCategory)
    css.set("font-family", family(scaled.family))
    css.set("font-size", CSSText.pixels(scaled.size))
    css.set("font-weight", String(weight(scaled.weight)))
    css.set("font-style", scaled.isItalic ? "italic" : "normal")
  }

  static func family(_ family: Font.Family) -> String {
    let system = "system-ui, -apple-system, \"Helvetica Neue\", sans-serif"
    switch family {
    case .system: return system
    case .named(let name): return CSSText.string(name) + ", " + system
    }
  }

  /// The numeric weight CSS uses for each named weight.
  static func weight(_ weight: Font.Weight) -> Int {
    switch weight {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}
