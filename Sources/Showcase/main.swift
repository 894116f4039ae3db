import CascadeViews

// The main job: build the sample profile card from substitute views, style it under the
// light theme, switch it to the dark one, and print what the styles did.

var card = ProfileCard()
let printer = TreePrinter(card: card)

do {
  print("A profile card, styled by Cascade")
  print("=================================")
  print("Under the light theme, each view with the properties its styles changed:\n")
  try card.apply(in: .light)
  printer.print(card.root)

  print("\nSwitching to the dark theme rewrites only what the theme changes:\n")
  card.root.viewsInTree.forEach { $0.resetChangeCount() }
  try card.apply(in: .dark)
  printer.print(card.root)
  let changes = card.root.viewsInTree.reduce(0) { $0 + $1.changeCount }
  print("\n\(changes) property writes changed a value; every other write was skipped.")
} catch {
  print("Some tokens have no value:\n\(error)")
}

print("\nThe follow button's style:\n")
print(Styles.follow)

print("\nThe follow button in each state:")
for (highlighted, selected) in [(false, false), (true, false), (false, true)] {
  card.follow.isHighlighted = highlighted
  card.follow.isSelected = selected
  let title = card.follow.currentTitle ?? "nil"
  let background = card.follow.currentBackgroundColor.map(String.init(describing:)) ?? "nil"
  print("  \(card.follow.state): title \"\(title)\", background \(background)")
}
