// Count the writes that change a value: re-applying the same style changes nothing.

import CascadeViews

let style = Style<Label>().text("Hi").font(.headline).textColor(.gray)
let label = Label()
style.apply(to: label)
print(label.changeCount)  // 3
print(label.changedProperties)  // ["text", "font", "textColor"]

label.resetChangeCount()
style.apply(to: label)  // the same values again
print(label.changeCount)  // 0
