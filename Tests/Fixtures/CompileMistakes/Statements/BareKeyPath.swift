// A bare key path in a block.
// expect-first-error: 7:3: 'any ReferenceWritableKeyPath<Label, Color> & Sendable' cannot be used as a type conforming to protocol 'StyleConvertible' because 'StyleConvertible' has static requirements
import CascadeViews

let title = Style<Label> {
  Setter(\.font, .headline)
  \Label.textColor
}
