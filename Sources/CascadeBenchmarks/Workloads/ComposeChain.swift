import CascadeViews

/// Ten styles that override one another, and the one style they flatten to, written out.
struct ComposeChain {
  let styles: [Style<Label>]
  let flattened: Style<Label>

  init() {
    styles = (0..<10).map(Self.style)
    // The last style to set each property wins; written by hand, in the order compose
    // leaves them (each winner at its own, later, place).
    flattened = Style<Label> {
      Setter(\.text, "style 7")
      Setter(\.numberOfLines, 8)
      Setter(\.alpha, 0.5 + 9.0 / 20)
      Setter(\.textAlignment, .right)
      Setter(\.cornerRadius, 9)
      Setter(\.textColor, .gray)
    }
  }

  /// Style `index` sets some properties to values derived from its index.
  private static func style(_ index: Int) -> Style<Label> {
    Style<Label> {
      if index % 3 == 1 { Setter(\.text, "style \(index)") }
      if index % 2 == 0 { Setter(\.numberOfLines, index) }
      if index % 3 == 0 { Setter(\.alpha, 0.5 + Double(index) / 20) }
      if index >= 5 { Setter(\.textAlignment, index % 2 == 0 ? .center : .right) }
      if index % 4 == 1 || index == 9 { Setter(\.cornerRadius, Double(index)) }
      if index > 0 { Setter(\.textColor, index % 2 == 0 ? .black : .gray) }
    }
  }
}
