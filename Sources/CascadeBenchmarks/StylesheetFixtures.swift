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

  private static func rule(_ index: Int) -> Rule {
    let name = classes[index % classes.count]
    let value = Double(index % 17)
    switch index % 5 {
    case 0:
      return Rule(Label.self, classes: [name]) {
        Setter(\.textColor, .token(.primaryText))
        Setter(\.numberOfLines, index % 4)
      }
    case 1:
      return Rule(Label.self, classes: [name], inside: StyleSelector(classes: ["card"])) {
        Setter(\.alpha, 0.5 + value / 40)
      }
    case 2:
      return Rule(View.self, classes: ["card"], childOf: StyleSelector(classes: ["section"])) {
        Setter(\.backgroundColor, .token(.secondaryBackground))
        Setter(\.cornerRadius, value)
      }
    case 3:
      return Rule(Button.self, classes: ["primary"], state: .highlighted) {
        Setter(\.alpha, 0.8)
      }
    default:
      return Rule(View.self, classes: [name]) { Setter(\.tintColor, .token(.accent)) }
    }
  }
}
