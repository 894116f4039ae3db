// A sheet and a pair of design token files loaded from their paths, run from the
// package's root: both calls throw when a file cannot be read.

import CascadeViews

let sheet = try StyleVocabulary.standard.load(contentsOfFile: "Sources/Showcase/ProfileCard.css")
let (light, dark) = try DesignTokenMapping.standard.loadThemes(
  lightFile: "Documentation/Tokens/standard-light.tokens.json",
  darkFile: "Documentation/Tokens/standard-dark.tokens.json")
// snippet.hide
print(sheet.rules.count, light.theme.name, dark.theme.parent?.name ?? "")
// snippet.show
