import Cascade
import CascadeReferenceModel
import Testing

/// Random styles over ``Card``: composing must equal applying in turn, writing each
/// property at most once.
@Suite struct ComposePropertyTests {
  static let seed: UInt64 = 0xCA5C_ADE

  @Test func composeEqualsSequentialApplicationForRandomStyles() {
    var generator = SeededGenerator(seed: Self.seed)
    for trial in 0..<1_000 {
      let first = Self.randomStyle(using: &generator)
      let second = Self.randomStyle(using: &generator)

      let sequential = Card()
      first.apply(to: sequential)
      second.apply(to: sequential)
      let composedStyle = Style.compose(first, second)
      let composed = Card()
      composedStyle.apply(to: composed)

      #expect(Snapshot(composed) == Snapshot(sequential), "trial \(trial)")
      let overwritten = composed.writes.filter {
        $0.value > Self.identities(composedStyle, touching: $0.key)
      }
      #expect(
        overwritten.isEmpty, "trial \(trial) wrote \(overwritten) more than once: \(composedStyle)")
    }
  }

  /// How many of a style's identities write the property that ``Card`` counts as
  /// `property`: one, except that `insets` is also written by `insets.top`, a different
  /// identity. By identity, not by description: a description may name an observed
  /// property by its accessor's address in an optimized build.
  static func identities(_ style: Style<Card>, touching property: String) -> Int {
    let writers: [String: [SetterIdentity]] = [
      "title": [.keyPath(\Card.title)], "lines": [.keyPath(\Card.lines)],
      "alpha": [.keyPath(\Card.alpha)], "isHidden": [.keyPath(\Card.isHidden)],
      "tone": [.keyPath(\Card.tone)], "subtitle": [.keyPath(\Card.subtitle)],
      "insets": [.keyPath(\Card.insets), .keyPath(\Card.insets.top)],
      "title[normal]": [.keyPath(\Card.title, qualifier: "normal")],
      "title[selected]": [.keyPath(\Card.title, qualifier: "selected")],
    ]
    return style.identities.count { writers[property, default: []].contains($0) }
  }

  /// A style of 0 to 8 setters drawn from every kind the builder takes, duplicates included.
  static func randomStyle(using generator: inout SeededGenerator) -> Style<Card> {
    let count = Int.random(in: 0...8, using: &generator)
    let setters = (0..<count).map { _ in randomSetter(using: &generator) }
    return Style { setters }
  }

  static func randomSetter(using generator: inout SeededGenerator) -> AnySetter<Card> {
    let value = Int.random(in: 0..<4, using: &generator)
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: return AnySetter(Setter(\Card.title, "t\(value)"))
    case 1: return AnySetter(Setter(\Card.lines, value))
    case 2: return AnySetter(Setter(\Card.alpha, Double(value) / 4))
    case 3: return AnySetter(Setter(\Card.isHidden, value.isMultiple(of: 2)))
    case 4: return AnySetter(Setter(\Card.tone, value < 2 ? .plain : .loud))
    case 5: return AnySetter(Setter(\Card.insets, Insets(top: Double(value), bottom: 1)))
    case 6: return AnySetter(Setter(\Card.insets.top, Double(value)))
    case 7: return AnySetter(Setter(\Card.subtitle, value == 0 ? nil : "s\(value)"))
    default:
      let state = value < 2 ? "normal" : "selected"
      return AnySetter(
        Setter(.keyPath(\Card.title, qualifier: state), value: "\(value)") { card, title in
          card.setTitle(title, for: state)
        })
    }
  }
}

/// Every observable property of a ``Card``, for comparing two cards.
private struct Snapshot: Equatable {
  let title: String
  let lines: Int
  let alpha: Double
  let isHidden: Bool
  let tone: Tone
  let insets: Insets
  let subtitle: String?
  let titles: [String: String]

  init(_ card: Card) {
    title = card.title
    lines = card.lines
    alpha = card.alpha
    isHidden = card.isHidden
    tone = card.tone
    insets = card.insets
    subtitle = card.subtitle
    titles = card.titles
  }
}
