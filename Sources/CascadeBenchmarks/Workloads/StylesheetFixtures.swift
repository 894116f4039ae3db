import CascadeViews

/// A large screen and a large stylesheet: sections of cards of labels and buttons, and 200
/// rules over types, classes, states and ancestry, some of them themed.
enum StylesheetFixtures {
  static let classes = ["title", "body", "muted", "accent", "compact", "wide", "primary", "quiet"]

  /// A tree of about `count` views: sections, each of cards, each of labels and a button.
  static func makeTree(views count: Int) -> (root: View, cards: [View]) {
    let root = View()
    root.styleClasses = ["screen"]
    var cards: [View] = []
    var made = 1
    var index = 0
    while made < count {
      let section = View()
      section.styleClasses = ["section"]
      root.addSubview(section)
      made += 1
      for _ in 0..<10 where made < count {
        let card = View()
        card.styleClasses = ["card"]
        section.addSubview(card)
        cards.append(card)
        made += 1
        for _ in 0..<8 where made < count {
          let label = Label()
          label.styleClasses = [classes[index % classes.count]]
          card.addSubview(label)
          made += 1
          index += 1
        }
        if made < count {
          let button = Button()
          button.styleClasses = ["primary"]
          card.addSubview(button)
          made += 1
        }
      }
    }
    return (root, cards)
  }

  /// 200 rules, generated the same way every time.
  static let rules: [Rule] = (0..<200).map(rule)

  static func makeSheet() -> Stylesheet {
    Stylesheet("Benchmark") { for rule in rules { rule } }
  }

  /// Rule `index`: one of five kinds, by `index % 5`, for the class `index` picks.
  private static func rule(_ index: Int) -> Rule {
    let name = className(rule: index)
    switch index % 5 {
    case 0:
      return Rule(Label.self, classes: [name]) {
        Setter(\.textColor, .token(.primaryText))
        Setter(\.numberOfLines, numberOfLines(rule: index))
      }
    case 1:
      return Rule(Label.self, classes: [name], inside: StyleSelector(classes: ["card"])) {
        Setter(\.alpha, alpha(rule: index))
      }
    case 2:
      return Rule(View.self, classes: ["card"], childOf: StyleSelector(classes: ["section"])) {
        Setter(\.backgroundColor, .token(.secondaryBackground))
        Setter(\.cornerRadius, cornerRadius(rule: index))
      }
    case 3:
      return Rule(Button.self, classes: ["primary"], state: .highlighted) {
        Setter(\.alpha, 0.8)
      }
    default:
      return Rule(View.self, classes: [name]) { Setter(\.tintColor, .token(.accent)) }
    }
  }

  /// The class rule `index` selects, when it selects one of ``classes``.
  private static func className(rule index: Int) -> String { classes[index % classes.count] }
  /// The number of lines rule `index` sets, when it sets them.
  private static func numberOfLines(rule index: Int) -> Int { index % 4 }
  /// The alpha rule `index` sets, when it sets one for labels.
  private static func alpha(rule index: Int) -> Double { 0.5 + Double(index % 17) / 40 }
  /// The corner radius rule `index` sets, when it sets one.
  private static func cornerRadius(rule index: Int) -> Double { Double(index % 17) }

  /// The baseline for the sheet: what the 200 rules give each view, worked out once from
  /// the rules' own values, and written over a tree as hand-written code would write it,
  /// deciding by type, class and ancestry as the rules do.
  ///
  /// Each view of ``makeTree(views:)`` has at most one of ``classes``, and no button is
  /// highlighted, so for each property the rule that wins is the last one declared of the
  /// kind that sets it: rules of a kind have equal specificity, and no two kinds set one
  /// property of one view.
  struct HandWritten {
    /// A label's number of lines and text color, by class.
    private var lines: [String: Int] = [:]
    /// A label's alpha inside a card, by class.
    private var alphaInCard: [String: Double] = [:]
    /// The classes whose views take the accent as their tint.
    private var tinted: Set<String> = []
    /// The corner radius of a card that is a section's child.
    private var cardCornerRadius: Double?
    /// The theme's values of the tokens the rules use.
    private let primaryText: Color
    private let secondaryBackground: Color
    private let accent: Color

    /// Works out the rules' values, with tokens resolved in `theme`.
    init(theme: Theme) {
      primaryText = theme.value(for: .primaryText) ?? .black
      secondaryBackground = theme.value(for: .secondaryBackground) ?? .white
      accent = theme.value(for: .accent) ?? .blue
      for index in rules.indices {
        let name = className(rule: index)
        switch index % 5 {
        case 0: lines[name] = numberOfLines(rule: index)
        case 1: alphaInCard[name] = alpha(rule: index)
        case 2: cardCornerRadius = cornerRadius(rule: index)
        case 3: break  // Highlighted buttons only, and no button is highlighted.
        default: tinted.insert(name)
        }
      }
    }

    /// Writes the rules' values to `view` and everything below it.
    @inline(never)
    func apply(to view: View) {
      apply(to: view, parentIsSection: false, insideCard: false)
    }

    /// Writes one view's values, then its subviews', telling them where they are.
    private func apply(to view: View, parentIsSection: Bool, insideCard: Bool) {
      let classes = view.styleClasses
      let isCard = classes.contains("card")
      if let label = view as? Label {
        for name in classes {
          if let lines = lines[name] {
            label.textColor = primaryText
            label.numberOfLines = lines
          }
          if insideCard, let alpha = alphaInCard[name] { label.alpha = alpha }
        }
      }
      if isCard, parentIsSection, let cardCornerRadius {
        view.backgroundColor = secondaryBackground
        view.cornerRadius = cardCornerRadius
      }
      if classes.contains(where: tinted.contains) { view.tintColor = accent }
      let isSection = classes.contains("section")
      for subview in view.subviews {
        apply(to: subview, parentIsSection: isSection, insideCard: insideCard || isCard)
      }
    }
  }
}
