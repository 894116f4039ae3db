// Correct style code type-checks cleanly, with no warning, through the same harness.
// expect-success

import Cascade
import CascadeViews

final class Card {
  var title = ""
  var lines = 1
  let id = 0
  var computed: Int { lines }
}

enum Size {
  case small
  case large
}

let isCompact = Bool.random()
let size = Size.large
let rounded = Style<View> {
  Setter(\.cornerRadius, 8)
  Setter(\.alpha, 0.9)
}

let base = Style<Card> {
  Setter(\.title, "Base")
}

let card = Style<Card> {
  base
  Setter(\.title, "Title")
  if isCompact {
    Setter(\.lines, 1)
  } else {
    Setter(\.lines, 3)
  }
  for lines in [1, 2] {
    Setter(\.lines, lines)
  }
  switch size {
  case .small: Setter(\.lines, 1)
  case .large: Setter(\.lines, 2)
  }
}

let label = Style<Label> {
  rounded.lifted()
  Setter(\.text, "Hello")
  Setter(\.textColor, .white)
  if isCompact { Setter(\.numberOfLines, 1) }
}

let view = Style<View> {
  rounded
  Setter(\.isHidden, false)
}

let modified = Style<Label>().text("Hi").numberOfLines(2).isHidden(false)
let chained = Style<Card>().setting(\.title, to: "x").setting(\.lines, to: 2)
let tokened = Style<Label>().setting(\.textColor, token: .primaryText)
let filled = Style<View>().setting(\.backgroundColor, token: .accent)

let themed = Style<Label> {
  Setter(\.textColor, .token(.secondaryText))
  Setter(\.textColor, token: .primaryText)
  Setter(\.backgroundColor, token: .background)
  Setter(\.backgroundColor, .token(.secondaryBackground))
  Setter(\.alpha, .light(1, dark: 0.9))
  Setter(\.tintColor, .token(.accent).map { $0.opacity(0.5) })
  Setter(\.cornerRadius, .token(.cardCornerRadius))
  Style.adaptive { traits in
    if traits.colorScheme == .dark { Setter(\.numberOfLines, 2) }
  }
}
