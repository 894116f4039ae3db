// Set properties with modifiers: any writable property by key path, and CascadeViews' named ones.

import CascadeViews

// Any writable property of any root, by its key path.
let tight = Style<EdgeInsets>().setting(\.top, to: 4).setting(\.bottom, to: 4)

// The same setters in a block make an equal style.
let sameInABlock = Style<EdgeInsets> {
  Setter(\.top, 4)
  Setter(\.bottom, 4)
}
print(tight == sameInABlock)  // true

// CascadeViews names a modifier for each property of its views, and adds a few that set a
// property from its parts, or a value for one control state.
let truncated = Style<Label>()
  .numberOfLines(1)
  .lineBreakMode(.byTruncatingMiddle)

let card = Style<View>()
  .backgroundColor(.white)
  .border(width: 1, color: .gray)
  .shadow(opacity: 0.2, radius: 8)
  .padding(16)

let follow = Style<Button>()
  .title("Follow", for: .normal)
  .title("Following", for: .selected)
  .setting(\.isEnabled, to: false)  // no named modifier: the key-path form

print(follow)
// Style<Button> (3 setters)
//   titles[normal] = "Follow" (PropertyModifiers/PropertyModifiers.swift:28)
//   titles[selected] = "Following" (PropertyModifiers/PropertyModifiers.swift:29)
//   isEnabled = false (PropertyModifiers/PropertyModifiers.swift:30)
print(truncated.count, card.count)  // 2 4
