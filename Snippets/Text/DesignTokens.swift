// A theme from a designer's token file: typed values, aliases, every problem with its
// place, and a theme written back as a token file.

import CascadeViews

// snippet.hide
let brandFile = """
  {
    "color": {
      "$type": "color",
      "base": { "orange": { "$value": "#FF9500" } },
      "accent": { "$value": "{color.base.orange}", "$description": "Links and controls" },
      "text": {
        "primary": { "$value": "#1C1C1E" },
        "secondary": { "$type": "dimension", "$value": "12px" }
      }
    },
    "dimension": {
      "$type": "dimension",
      "spacing": { "$value": "0.75rem" },
      "radius": { "corner": { "card": { "$value": "{dimension.radius.corner.card}" } } }
    }
  }
  """
// snippet.show
// The standard tokens sit at conventional paths: `primaryText` is `color.text.primary`.
let loaded = DesignTokenMapping.standard.loadTheme(
  brandFile, named: "Brand", file: "brand.tokens.json", extending: .light)
print(loaded.theme.value(for: .accent) == .orange)  // true: through the alias
print(loaded.theme.value(for: .spacing) ?? 0)  // 12.0: a rem is 16 points

// A bad token is reported, with its path and place, and left out; the others load.
for diagnostic in loaded.diagnostics {
  print(diagnostic.code, diagnostic.range.start, diagnostic.message)
}
// tokenTypeMismatch 8:54 token `color.text.secondary` is of type `dimension`, …
// aliasCycle 14:49 token `dimension.radius.corner.card` is an alias of itself, …

// A theme from a file is an ordinary theme: it styles views, and extends the light one.
let label = Label()
try Style<Label> { Setter(\.textColor, .token(.secondaryText)) }
  .apply(to: label, in: StyleContext(theme: loaded.theme))
print(label.textColor == Theme.light.value(for: .secondaryText))  // true

// And a theme written in Swift goes to the design tool as a token file.
print(DesignTokenMapping.standard.jsonText(of: .dark))
