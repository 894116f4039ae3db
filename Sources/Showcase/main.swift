import CascadeViews

let rounded = Style<View> {
  Setter(\.cornerRadius, 12)
  Setter(\.backgroundColor, .white)
}

let title = Style<Label> {
  rounded
  Setter(\.text, "Ada Lovelace")
  Setter(\.textColor, .black)
}

let label = Label()
title.apply(to: label)
print(title)
print("label.text =", label.text, "cornerRadius =", label.cornerRadius)
