// Nest styles in a block: a style for the same type, or for a superclass such as View.

import CascadeViews

let rounded = Style<View> {
  Setter(\.cornerRadius, 8)
  Setter(\.clipsToBounds, true)
}

let body = Style<Label> {
  Setter(\.font, .body)
  Setter(\.textColor, .black)
}

let badge = Style<Label> {
  rounded.lifted()  // a style for View, the superclass of Label, lifted to Label
  body  // a style for Label
  Setter(\.font, .caption)  // overrides the font that body sets
  Setter(\.textColor, .white)
  Setter(\.backgroundColor, .red)
}

print(badge)
// Style<Label> (5 setters)
//   cornerRadius = 8.0 (NestedStyles/NestedStyles.swift:6)
//   clipsToBounds = true (NestedStyles/NestedStyles.swift:7)
//   font = caption (system 12.0) (NestedStyles/NestedStyles.swift:18)
//   textColor = #FFFFFF (NestedStyles/NestedStyles.swift:19)
//   backgroundColor = #FF3B30 (NestedStyles/NestedStyles.swift:20)
