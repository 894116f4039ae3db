// A custom setter that takes a token: resolved where the style is applied, and the same
// property as the literal setter, in Swift and in text.

import CascadeViews

/// A badge whose tint is set through a method, as a button's per-state colors are.
final class Badge: View {
  private(set) var tint: Color?

  func setTint(_ tint: Color?) { self.tint = tint }
}

extension Setter where Root == Badge, Value == StyleValue<Color?> {
  /// Sets the badge's tint from a token or a trait-dependent value.
  static func tint(
    _ tint: StyleValue<Color?>, fileID: String = #fileID, line: Int = #line
  ) -> Setter {
    Setter(
      .keyPath(\Badge.tint), value: tint, fileID: fileID, line: line, read: { $0.tint }
    ) { badge, tint in badge.setTint(tint) }
  }
}

let alert = Style<Badge> { Setter.tint(.token(.accent)) }
let badge = Badge()
try alert.apply(to: badge, in: .dark)
print(badge.tint == Theme.dark[.accent])  // true

// In text, a property registered with such a setter takes `var()`, as the standard
// vocabulary's per-state button properties do.
var vocabulary = StyleVocabulary.standard
vocabulary.register(Badge.self)
vocabulary.register("tint", on: Badge.self) { (tint: StyleValue<Color?>) in .tint(tint) }
let sheet = vocabulary.load(
  """
  Badge { tint: var(--accent); }
  Button { title-color-highlighted: var(--accent, white); }
  """, named: "badges.css")
print(sheet.diagnostics.isEmpty)  // true
