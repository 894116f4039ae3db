// Name design decisions with typed tokens; a theme says what they are today.

import CascadeViews

// snippet.hide
// The standard tokens (`.accent`, `.primaryText`, …) come with CascadeViews; an app adds
// its own the same way.
// snippet.show
extension Token where Value == Color {
  static let highlight = Token("highlight", default: .yellow)
}

let caption = Style<Label> {
  Setter(\.textColor, .token(.secondaryText))
  Setter(\.backgroundColor, .token(.highlight).map { $0?.opacity(0.3) })  // Color?
  Setter(\.cornerRadius, .token(.cardCornerRadius))
}

// A brand theme extends the standard light theme and overrides single tokens.
let brand = Theme(name: "Brand", extending: .light) { theme in
  theme[.secondaryText] = .indigo
  theme[.highlight] = .mint
}

let label = Label()
do {
  try caption.apply(to: label, in: StyleContext(theme: brand))
  print("text \(label.textColor), background \(label.backgroundColor.map { "\($0)" } ?? "none")")
} catch {
  print(error)
}

// A token with no value anywhere and no default is a typed error, not a crash: every
// other setter is still applied.
let signature = Token<Color>("signature")
do {
  try Style<Label> {
    Setter(\.textColor, .token(signature))
    Setter(\.numberOfLines, 2)
  }.apply(to: label, in: StyleContext(theme: brand))
} catch {
  print(error)
  print("numberOfLines is still set: \(label.numberOfLines)")
}
