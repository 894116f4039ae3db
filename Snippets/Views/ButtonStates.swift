// Give a button a title and colors per control state; a state without its own shows normal's.

import CascadeViews

let follow = Style<Button> {
  Setter(\.cornerRadius, 10)
  Setter.title("Follow", for: .normal)
  Setter.title("Following", for: .selected)
  Setter.titleColor(.white, for: .normal)
  Setter.backgroundColor(.token(.accent), for: .normal)
  Setter.backgroundColor(.indigo, for: .highlighted)
}

// The modifier form sets the same per-state properties.
let unfollow = follow.title("Unfollow", for: .selected)

let button = Button().style(unfollow)
for (highlighted, selected) in [(false, false), (true, false), (false, true)] {
  button.isHighlighted = highlighted
  button.isSelected = selected
  let title = button.currentTitle ?? "none"
  let background = button.currentBackgroundColor.map { "\($0)" } ?? "none"
  print("\(button.state): \(title) on \(background)")
}
