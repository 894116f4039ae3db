// Style a class of your own with module Cascade alone: write, apply, compose and print.

import Cascade

final class Badge {
  var text = ""
  var numberOfLines = 0
  var isHidden = true
}

let badge = Style<Badge> {
  Setter(\.text, "New")
  Setter(\.numberOfLines, 1)
  Setter(\.isHidden, false)
}
// snippet.hide
let isCompact = true
// snippet.show

let caption = Style<Badge> {
  Setter(\.isHidden, false)
  if isCompact {
    Setter(\.numberOfLines, 1)
  } else {
    Setter(\.numberOfLines, 2)
  }
}

let first = Badge()
let second = Badge()
for each in [first, second] { badge.apply(to: each) }

struct Insets {
  var top = 0.0
  var bottom = 0.0
}

let padded = Style<Insets> {
  Setter(\.top, 8)
  Setter(\.bottom, 8)
}

var insets = Insets()
padded.apply(to: &insets)

let urgent = Style<Badge>(extending: badge) {
  Setter(\.text, "Now")
}

let compactUrgent = Style.compose(caption, urgent)

let urgentRow = Style<Badge> {
  urgent
  Setter(\.numberOfLines, 1)
}

let hiddenUrgent = urgent.setting(\.isHidden, to: true)

print(urgent)
// Style<Badge> (3 setters)
//   numberOfLines = 1 (Badges/Badges.swift:13)
//   isHidden = false (Badges/Badges.swift:14)
//   text = "Now" (Badges/Badges.swift:47)
