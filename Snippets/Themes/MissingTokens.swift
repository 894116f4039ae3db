// A token with no value is reported with what needed it; every other setter still applies.

import CascadeViews

// snippet.hide
let brand = Theme(name: "Brand", extending: .light) { $0[.accent] = .indigo }
let label = Label()
// snippet.show
let signature = Token<Color>("signature")
let signed = Style<Label> {
  Setter(\.textColor, .token(signature))
  Setter(\.numberOfLines, 2)
}

do {
  try signed.apply(to: label, in: StyleContext(theme: brand))
} catch {
  for missing in error.missingTokens {
    print(missing)
    // no value for token 'signature' (Color) in theme Brand → Light and no default, needed by textColor (MissingTokens/MissingTokens.swift:11)
  }
}
print(label.numberOfLines)  // 2: applied all the same

StyleDiagnostics.setHandler { missing in
  print("Missing design token \(missing.name), needed by \(missing.property)")
}
// snippet.hide
signed.apply(to: label)  // no context: reported to the handler
// snippet.show

StyleDiagnostics.resetHandler()  // print again

// A test, or any task, can take its own reports without touching the process-wide one.
StyleDiagnostics.withHandlers(missingToken: { print("in this task only: \($0.name)") }) {
  signed.apply(to: label)
}
