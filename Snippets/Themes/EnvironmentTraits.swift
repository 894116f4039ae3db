// Read, set and add traits, branch on them in an adaptive style, and build a context.

import CascadeViews

var traits = Traits()
traits.colorScheme = .dark
traits.contentSizeCategory = .accessibilityLarge

let wide = Traits().setting(HorizontalSizeClassKey.self, to: .regular)

enum Density: Hashable, Sendable {
  case compact, regular
}

enum DensityKey: TraitKey {
  static let defaultValue = Density.regular
}

extension Traits {
  var density: Density {
    get { self[DensityKey.self] }
    set { self[DensityKey.self] = newValue }
  }
}

let rowHeight = StyleValue<Double>.adaptive { $0.density == .compact ? 32 : 44 }

let title = Style<Label> {
  Setter(\.font, .headline)
  Style.adaptive { traits in
    if traits.contentSizeCategory.isAccessibilityCategory {
      Setter(\.numberOfLines, 0)
      Setter(\.lineBreakMode, .byWordWrapping)
    } else {
      Setter(\.numberOfLines, 1)
      Setter(\.lineBreakMode, .byTruncatingTail)
    }
  }
}
// snippet.hide
extension Token where Value == Color {
  static let highlight = Token("highlight", default: .yellow)
}
let brand = Theme(name: "Brand", extending: .light) { $0[.accent] = .indigo }
// snippet.show

let context = StyleContext(theme: brand, traits: traits)

var brandDark = StyleContext.dark
brandDark.theme = Theme(name: "Brand Dark", extending: .dark) { $0[.highlight] = .brown }
// snippet.hide
let label = Label()
try title.apply(to: label, in: context)
print("large text: \(label.numberOfLines) lines, \(label.lineBreakMode)")
try title.apply(to: label, in: brandDark)
print("default text: \(label.numberOfLines) lines, \(label.lineBreakMode)")
print("wide: \(wide.horizontalSizeClass), dense: \(traits.density)")
