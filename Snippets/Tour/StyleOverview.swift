// Write a style once, extend it, and apply it to a view.

import CascadeViews  // the substitute views, with Cascade re-exported

let caption = Style<Label> {
  Setter(\.textColor, .gray)
  Setter(\.numberOfLines, 1)
}

let title = Style<Label>(extending: caption) {
  Setter(\.numberOfLines, 2)
}

let label = Label()
title.apply(to: label)
// snippet.hide
print(title)
print("\(label.numberOfLines) lines in \(label.textColor)")
