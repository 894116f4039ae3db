// A misspelt property of ImageView in a block.
// expect-first-error: 6:10: value of type 'ImageView' has no member 'image'
import CascadeViews

let style = Style<ImageView> {
  Setter(\.image, "ada")
}
