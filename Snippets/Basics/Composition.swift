// Compose, inherit and override styles: a later setter for a property wins, as in CSS.

import CascadeViews

let rounded = Style<View> {
  Setter(\.cornerRadius, 12)
  Setter(\.backgroundColor, .white)
}

// A style for `View` nests in a block for its subclass `Label` once lifted.
let caption = Style<Label> {
  rounded.lifted()
  Setter(\.textColor, .gray)
}

// Inherit every setter of `caption`, then override one.
let title = Style<Label>(extending: caption) {
  Setter(\.textColor, .black)
}

// The modifier form builds the same setters.
let emphasis = Style<Label>().numberOfLines(1).alpha(0.9)

// Composing writes each property once, with the result of applying each style in turn.
let headline = Style.compose(title, emphasis)
print(headline)

let label = Label()
headline.apply(to: label)
print("corner radius \(label.cornerRadius), text color \(label.textColor)")
