// The standard tokens, themes and contexts of CascadeViews, and a theme that extends one.

import CascadeViews

let card = Style<View> {
  Setter(\.backgroundColor, .token(.secondaryBackground))
  Setter(\.cornerRadius, .token(.cardCornerRadius))
  Setter(\.alpha, .light(1, dark: 0.95))
}

let view = View()
try card.apply(to: view, in: .dark)  // the dark theme, in the dark color scheme

let brand = Theme(name: "Brand", extending: .light) { $0[.accent] = .indigo }
// snippet.hide
print("dark card: \(view.backgroundColor.map { "\($0)" } ?? "none"), alpha \(view.alpha)")
try card.apply(to: view, in: StyleContext(theme: brand))
print("brand card: \(view.backgroundColor.map { "\($0)" } ?? "none"), alpha \(view.alpha)")
