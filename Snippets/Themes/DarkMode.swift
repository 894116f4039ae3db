// Switch a view from light to dark: only the properties whose values change are rewritten.

import CascadeViews

let card = Style<Label> {
  Setter(\.textColor, .token(.primaryText))
  Setter(\.backgroundColor, .token(.secondaryBackground))
  Setter(\.cornerRadius, .token(.cardCornerRadius))
  Setter(\.alpha, .light(1, dark: 0.9))  // a value that depends on the traits
  Style.adaptive { traits in  // a block that branches on them; set each property in
    // every branch, or it keeps what the last application set
    if traits.contentSizeCategory.isAccessibilityCategory {
      Setter(\.numberOfLines, 0)
    } else {
      Setter(\.numberOfLines, 2)
    }
  }
}

let label = Label()
do {
  try card.apply(to: label, in: .light)
  print("light: \(label.textColor) on \(label.backgroundColor.map { "\($0)" } ?? "none")")

  label.resetChangeCount()
  try card.apply(to: label, in: .dark)
  print("dark:  \(label.textColor) on \(label.backgroundColor.map { "\($0)" } ?? "none")")
  print("changed: \(label.changedProperties.joined(separator: ", "))")

  label.resetChangeCount()
  try card.apply(to: label, in: .dark)
  print("dark again: \(label.changeCount) changes")
} catch {
  print(error)
}
