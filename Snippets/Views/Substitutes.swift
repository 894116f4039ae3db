// The substitute views and values keep UIKit's names and defaults, so styles read alike.

import CascadeViews  // re-exports Cascade

let caption = Style<Label> {
  Setter(\.font, .footnote)
  Setter(\.textColor, .gray)
  Setter(\.numberOfLines, 2)
}

let label = Label().style(caption)
print(label.numberOfLines)  // 2
print(label.lineBreakMode)  // byTruncatingTail: UILabel's default

let body = Font.body  // system 17 pt
let large = body.scaled(for: .accessibilityLarge)
print(large.size)  // 33.0

let follow = Button()
follow.setTitle("Follow", for: .normal)
follow.setTitle("Following", for: .selected)
print(follow.currentTitle ?? "none")  // Follow
follow.isSelected = true
print(follow.currentTitle ?? "none")  // Following
follow.isHighlighted = true
print(follow.currentTitle ?? "none")  // Follow: [highlighted, selected] has no title
