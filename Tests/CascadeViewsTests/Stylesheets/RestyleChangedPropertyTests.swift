import CascadeViews
import Testing

/// For random trees of substitute views and random changes between applications, restyling
/// what changed leaves every view as restyling everything does.
@Suite struct RestyleChangedPropertyTests {
  /// SplitMix64: a small generator whose sequence a seed fixes.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let classes = ["card", "title", "muted", "wide"]

  static let regular = TraitCondition("regular width") { $0.horizontalSizeClass == .regular }

  static let sheet = Stylesheet("Random") {
    Rule(View.self, classes: ["card"]) { Setter(\.cornerRadius, 12) }
    Rule(View.self, classes: ["muted"]) { Setter(\.alpha, 0.5) }
    Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
    Rule(Label.self, classes: ["title"]) { Setter(\.numberOfLines, 2) }
    Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.font, .headline) }
    Rule(
      Label.self, classes: ["title"],
      childOf: StyleSelector(classes: ["wide"], inside: StyleSelector(classes: ["card"]))
    ) { Setter(\.numberOfLines, 0) }
    Rule(View.self, inside: StyleSelector(classes: ["muted"])) {
      Setter(\.backgroundColor, .token(.secondaryBackground))
    }
    Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
    Rule(Button.self, state: .disabled, inside: StyleSelector(classes: ["card"])) {
      Setter(\.tintColor, .gray)
    }
    Rule(View.self, when: regular) {
      Setter(\.layoutMargins, EdgeInsets(all: 2))
    }
  }

  /// One random change, made alike to both trees (their views in the same order).
  static func change(_ views: ([View], [View]), random: inout Seeded) -> ([View], [View]) {
    let (left, right) = views
    let index = Int.random(in: 0..<left.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let name = classes.randomElement(using: &random) ?? "card"
      for view in [left[index], right[index]] {
        if view.styleClasses.remove(name) == nil { view.styleClasses.insert(name) }
      }
    case 1:
      let highlighted = Bool.random(using: &random)
      let enabled = Bool.random(using: &random)
      for case let button as Button in [left[index], right[index]] {
        button.isHighlighted = highlighted
        button.isEnabled = enabled
      }
    case 2:
      let traits: Traits? =
        Bool.random(using: &random)
        ? Traits().setting(HorizontalSizeClassKey.self, to: .regular) : nil
      for view in [left[index], right[index]] { view.styleTraits = traits }
    case 3:
      // Moves a view under another that is not below it.
      let parent = Int.random(in: 0..<left.count, using: &random)
      guard index != 0, !left[parent].isDescendant(of: left[index]) else { break }
      left[parent].addSubview(left[index])
      right[parent].addSubview(right[index])
    case 4:
      let kind = Int.random(in: 0..<3, using: &random)
      let made = [makeView(kind), makeView(kind)]
      left[index].addSubview(made[0])
      right[index].addSubview(made[1])
      return (left + [made[0]], right + [made[1]])
    default:
      break
    }
    return views
  }

  static func makeView(_ kind: Int) -> View {
    switch kind {
    case 0: View()
    case 1: Label()
    default: Button()
    }
  }

  /// Each property's value, described, for every view in order.
  static func values(_ views: [View]) -> [[String]] {
    views.map { view in
      type(of: view).propertyNames.sorted { $0.value < $1.value }.map { keyPath, name in
        "\(name)=\(String(describing: view[keyPath: keyPath]))"
      }
    }
  }

  @Test func restylingWhatChangedLeavesWhatRestylingEverythingLeaves() throws {
    var disagreements: [String] = []
    for seed in 0..<300 {
      var random = Seeded(state: UInt64(seed))
      var views: ([View], [View]) = ([View()], [View()])
      for _ in 0..<Int.random(in: 1..<12, using: &random) {
        let parent = Int.random(in: 0..<views.0.count, using: &random)
        let kind = Int.random(in: 0..<3, using: &random)
        let made = (Self.makeView(kind), Self.makeView(kind))
        views.0[parent].addSubview(made.0)
        views.1[parent].addSubview(made.1)
        views = (views.0 + [made.0], views.1 + [made.1])
      }
      for step in 0..<10 {
        let context: StyleContext = Bool.random(using: &random) ? .light : .dark
        try Self.sheet.apply(to: views.0[0], in: context)
        try Self.sheet.apply(to: views.1[0], in: context, restyling: .all)
        if Self.values(views.0) != Self.values(views.1) {
          disagreements.append("seed \(seed), step \(step)")
          break
        }
        views = Self.change(views, random: &random)
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
