// Declare tokens, give them values in a brand theme, and write values of four kinds.

import CascadeViews  // the standard tokens and themes, with Cascade re-exported

let caption = Style<Label> {
  Setter(\.textColor, .token(.secondaryText))
  Setter(\.numberOfLines, .compact(2, regular: 1))
}

let label = Label()
try caption.apply(to: label, in: .light)
try caption.apply(to: label, in: .dark)  // the dark theme's secondary text color

extension Token where Value == Color {
  static let highlight = Token("highlight")
}

extension Token where Value == Double {
  static let badgeCornerRadius = Token("badgeCornerRadius", default: 4)
}

let brand = Theme(name: "Brand", extending: .light) { theme in
  theme[.accent] = .indigo
  theme[.highlight] = .yellow
}

print(brand.value(for: .accent) == .indigo)  // true: the brand's own value
print(brand.value(for: .primaryText) == .black)  // true: inherited from the light theme
print(brand.value(for: .badgeCornerRadius) == 4)  // true: no theme sets it, the default

let loud = brand.setting(.highlight, to: .orange)

let badge = Style<Label> {
  Setter(\.numberOfLines, .value(1))  // literal
  Setter(\.textColor, token: .primaryText)  // token
  Setter(\.backgroundColor, token: .highlight)  // token, for a Color?
  Setter(\.cornerRadius, .token(.badgeCornerRadius))  // token with a default, as a value
  Setter(\.alpha, .adaptive { $0.isIncreasedContrastEnabled ? 1 : 0.9 })  // trait-dependent
  Setter(\.tintColor, .token(.accent).map { $0.opacity(0.5) })  // derived
}

let chained = Style<Label>().numberOfLines(1).setting(\.textColor, token: .primaryText)

let night = Theme(name: "Night", extending: .dark) { theme in
  theme[.accent] = .orange
  theme[.highlight] = .purple
}
// snippet.hide
print("caption in dark: \(label.textColor), \(label.numberOfLines) lines")
print(badge)
print(chained)
try badge.apply(to: label, in: StyleContext(theme: loud))
print("badge in Brand with an orange highlight: \(label.backgroundColor.map { "\($0)" } ?? "none")")
try badge.apply(to: label, in: StyleContext(theme: night))
print("badge at night: \(label.backgroundColor.map { "\($0)" } ?? "none")")
