// Ask a style what it sets: its setters, their identities, values and declaration sites.

import CascadeViews

let headline = Style<Label> {
  Setter(\.font, .headline)
  Setter(\.textColor, .black)
  Setter(\.numberOfLines, 2)
}

print(headline.count)  // 3
print(headline.identities)  // [font, textColor, numberOfLines]
print(headline.value(for: \.numberOfLines) ?? 1)  // 2: typed, from an Int?
print(headline.value(for: \.alpha) == nil)  // true: the style does not set it

if let font = headline.setter(for: .keyPath(\Label.font)) {
  print("font from \(font.location)")  // font from InspectingStyles/InspectingStyles.swift:6
}

print(headline)
// Style<Label> (3 setters)
//   font = headline (system 17.0 semibold) (InspectingStyles/InspectingStyles.swift:6)
//   textColor = #000000 (InspectingStyles/InspectingStyles.swift:7)
//   numberOfLines = 2 (InspectingStyles/InspectingStyles.swift:8)
