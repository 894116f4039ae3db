// Named modifiers, key-path modifiers and block setters mix and override each other.

import CascadeViews

let base = Style<Button>()
  .cornerRadius(8)  // a named modifier
  .setting(\.isEnabled, to: false)  // the key-path form, for any writable property
  .title("Follow", for: .normal)

let primary = Style<Button>(extending: base) {
  Setter(\.cornerRadius, 12)  // overrides the named modifier
  Setter.title("Continue", for: .normal)  // overrides the per-state modifier
}
print(primary.count)  // 3
print(primary.value(for: \.cornerRadius) == 12)  // true

print(Style<View>().cornerRadius(12) == Style<View> { Setter(\.cornerRadius, 12) })  // true

let card = Style<View>().backgroundColor(.white).cornerRadius(12)
let badge = Style<Label> {
  card.lifted()
  Setter(\.cornerRadius, 4)
  Setter(\.textColor, .white)
}

let title = Label().style(Style<Label>().font(.headline).numberOfLines(2))
let avatar = ImageView(imageName: "ada").style(
  Style<ImageView>().contentMode(.scaleAspectFill).clipsToBounds(true).cornerRadius(20))
// snippet.hide
print(badge)
print("title: \(title.font), avatar: \(avatar.contentMode), radius \(avatar.cornerRadius)")
