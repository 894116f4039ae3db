// Two styles are equal when they set the same identities, in the same order, to equal values.

import CascadeViews

let modifiers = Style<Label>().numberOfLines(2).textColor(.gray)
let block = Style<Label> {
  Setter(\.numberOfLines, 2)
  Setter(\.textColor, .gray)
}
print(modifiers == block)  // true: where each setter was declared does not count

// Order counts: a whole value and one of its fields are two properties, written in turn.
let marginsThenTop = Style<Label> {
  Setter(\.layoutMargins, EdgeInsets(all: 8))
  Setter(\.layoutMargins.top, 0)
}
let topThenMargins = Style<Label> {
  Setter(\.layoutMargins.top, 0)
  Setter(\.layoutMargins, EdgeInsets(all: 8))
}
print(marginsThenTop == topThenMargins)  // false: they leave the top margin at 0 and at 8

// An identity says what a setter sets; the same property gives the same identity.
print(Setter(\Label.text, "Hi").identity == .keyPath(\Label.text))  // true
let normalTitle = SetterIdentity.keyPath(\Button.titles, qualifier: ControlState.normal)
print(Setter.title("Follow", for: .normal).identity == normalTitle)  // true
print(Setter.title("Follow", for: .selected).identity == normalTitle)  // false

// A value that is not Equatable, such as a closure, equals nothing but itself.
let onTap = Setter<Button, @Sendable () -> Void>(.named("onTap"), value: { print("tap") }) {
  _, _ in
}
let tappable = Style<Button> { onTap }
let copy = tappable
print(tappable == copy, tappable == Style<Button> { onTap })  // true false
