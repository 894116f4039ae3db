import CascadePreview
import CascadeViews
import ShowcaseCard

// The main job: build the sample profile card from substitute views, read its stylesheet
// from ProfileCard.css, style the whole tree under the light theme, switch it to the dark
// one, press the follow button, print what the cascade did and why, and show what a
// broken edit of the sheet reports. With `--watch`, style the card live from the sheet
// file instead, until interrupted.

if CommandLine.arguments.dropFirst().contains("--watch") {
  await LiveShowcase.run()
}

let card = ProfileCard()
let printer = TreePrinter(card: card)
let sheet: Stylesheet
switch SheetFile.load() {
case .success(let loaded): sheet = loaded
case .failure(let problem): SheetFile.fail(problem)
}

do {
  print("A profile card, styled by one Cascade stylesheet")
  print("================================================")
  print("Under the light theme, each view with the properties the cascade changed:\n")
  try sheet.apply(to: card.root, in: .light)
  printer.print(card.root)

  print("\nSwitching to the dark theme rewrites only what the theme changes:\n")
  card.root.viewsInTree.forEach { $0.resetChangeCount() }
  try sheet.apply(to: card.root, in: .dark)
  printer.print(card.root)
  let changes = card.root.viewsInTree.reduce(0) { $0 + $1.changeCount }
  print("\n\(changes) property writes changed a value; every other write was skipped.")

  print("\nPressing the follow button selects a state rule; releasing it restores alpha:")
  for highlighted in [true, false] {
    card.follow.isHighlighted = highlighted
    try sheet.apply(to: card.follow, in: .dark)
    let title = card.follow.currentTitle ?? "nil"
    let background = card.follow.currentBackgroundColor.map(String.init(describing:)) ?? "nil"
    print(
      "  \(card.follow.state): title \"\(title)\", background \(background),"
        + " alpha \(card.follow.alpha)")
  }

  print("\nWhy the bio label looks as it does:\n")
  print(sheet.explanation(for: card.bio, in: .dark))

  print("\nA broken edit of the sheet reports every problem, and the rest still loads:\n")
  let broken = StyleVocabulary.standard.load(SheetFile.brokenEdit, named: "ProfileCard.css")
  print(broken.formattedDiagnostics, terminator: "")
  let loaded = broken.rules.flatMap(\.declarations).count
  print("\(loaded) declarations loaded beside the \(broken.diagnostics.count) problems.")
} catch {
  print("Some tokens have no value:\n\(error)")
}

// The card as a picture: light, dark and the largest accessibility text size, side by side
// on one HTML page that any browser opens.
do {
  let preview = try ProfileCardPreview.page(styledBy: sheet)
  try preview.page.write(toFile: ProfileCardPreview.path)
  print("\nThe card, drawn light, dark and at accessibility XXXL text, is an HTML page:")
  print("  \(ProfileCardPreview.path)")
  print("Open it in a browser: xdg-open <path> on Linux, open <path> on a Mac, or the URL")
  print("  file://\(ProfileCardPreview.path)")
} catch {
  print("Could not write the preview page: \(error)")
}
