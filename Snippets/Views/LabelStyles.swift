// Style labels with named modifiers and block setters, which mix and override each other.

import CascadeViews

// The modifier form: each call returns a new style.
let body = Style<Label>()
  .font(.body)
  .textColor(.black)
  .numberOfLines(0)
  .lineBreakMode(.byWordWrapping)

// The block form, extending the first: the same properties, the same identities.
let footnote = Style<Label>(extending: body) {
  Setter(\.font, .footnote)
  Setter(\.textColor, .gray)
}

// A text-style font follows the reader's content-size category.
let large = Style<Label>(extending: footnote) {
  Setter(\.font, Font.footnote.scaled(for: .accessibilityLarge))
}

let label = Label().style(large)
print(large)
print("font \(label.font), \(label.changeCount) properties changed")

// Re-applying the same style changes nothing.
label.resetChangeCount()
label.style(large)
print("re-applied: \(label.changeCount) changes")
