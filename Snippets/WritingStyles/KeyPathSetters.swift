// A setter is a key path and a value: style an object, a value type and a nested property.

import CascadeViews

// One setter: the property to write, and the value to write into it.
let twoLines = Setter(\Label.numberOfLines, 2)

// A style for a class writes into the object it is applied to.
let caption = Style<Label> {
  Setter(\.text, "Posted an hour ago")
  Setter(\.textColor, .gray)
  Setter(\.backgroundColor, .white)  // a Color into a Color? property
  Setter(\.layoutMargins.top, 4)  // a path into a value-type property
}

let label = Label()
caption.apply(to: label)
twoLines.apply(to: label)  // a setter applies on its own, too
print("\(label.text ?? "") in \(label.textColor), \(label.numberOfLines) lines")
// Posted an hour ago in #8E8E93, 2 lines
print("margins \(label.layoutMargins)")
// margins (top: 4.0, leading: 8.0, bottom: 8.0, trailing: 8.0)

// A style for a value type writes through `inout`.
let roomy = Style<EdgeInsets> {
  Setter(\.top, 16)
  Setter(\.bottom, 16)
}
var insets = EdgeInsets(all: 8)
roomy.apply(to: &insets)
print("insets \(insets)")
// insets (top: 16.0, leading: 8.0, bottom: 16.0, trailing: 8.0)

// `nil` clears an optional property.
Setter(\Label.backgroundColor, nil).apply(to: label)
print("background \(label.backgroundColor.map { "\($0)" } ?? "none")")
// background none
