import CascadeViews

// The main job: build the sample profile card from substitute views, style it, and print
// what the styles did.

var card = ProfileCard()
let printer = TreePrinter(card: card)

print("A profile card, styled by Cascade")
print("=================================")
print("Each view, with the properties its styles changed:\n")
printer.print(card.root)

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
