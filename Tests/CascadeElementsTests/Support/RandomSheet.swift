import CascadeElements

/// Random text sheets over the standard vocabulary: selectors of one or two compounds
/// with types (SwiftUI's names among them), classes and states, declarations of every
/// property an element's values read, token references, and `@media` blocks.
enum RandomSheet {
  static let classes = ["card", "title", "primary", "muted", "row"]
  static let types = [
    "Label", "Text", "StackView", "Button", "ImageView", "Image", "TextField", "View", "",
  ]
  static let states = ["highlighted", "selected", "disabled", "focused"]

  static func text(using random: inout SeededRandom) -> String {
    let count = Int.random(in: 1...8, using: &random)
    return (0..<count).map { _ in rule(using: &random) }.joined(separator: "\n")
  }

  private static func rule(using random: inout SeededRandom) -> String {
    let subjectType = random.pick(types)
    var selector = compound(type: subjectType, using: &random)
    if random.chance(2) {
      let ancestor = compound(type: random.pick(types), using: &random)
      selector = ancestor + (random.chance(2) ? " > " : " ") + selector
    }
    let count = Int.random(in: 1...3, using: &random)
    let declarations = (0..<count).map { _ in
      "  " + declaration(for: subjectType, using: &random) + ";"
    }
    let rule = selector + " {\n" + declarations.joined(separator: "\n") + "\n}"
    guard random.chance(4) else { return rule }
    let scheme = random.chance(2) ? "dark" : "light"
    return "@media (prefers-color-scheme: \(scheme)) {\n" + rule + "\n}"
  }

  private static func compound(type: String, using random: inout SeededRandom) -> String {
    var text = type
    for _ in 0..<Int.random(in: type.isEmpty ? 1...2 : 0...2, using: &random) {
      text += "." + random.pick(classes)
    }
    if random.chance(4) { text += ":" + random.pick(states) }
    return text
  }

  private static func declaration(for type: String, using random: inout SeededRandom) -> String {
    var makers = viewDeclarations
    switch type {
    case "Label", "Text": makers += labelDeclarations
    case "TextField": makers += fieldDeclarations
    case "Button": makers += buttonDeclarations
    default: break
    }
    return random.pick(makers)(&random)
  }

  private typealias Maker = @Sendable (inout SeededRandom) -> String

  /// A color, or a token where the property takes one.
  private static func color(_ random: inout SeededRandom) -> String {
    random.chance(3)
      ? random.pick(["var(--accent)", "var(--primary-text)", "var(--secondary-background)"])
      : literalColor(&random)
  }

  private static func literalColor(_ random: inout SeededRandom) -> String {
    random.pick(["#112233", "#ffcc00", "red", "white", "rgba(10, 20, 30, 0.5)"])
  }

  private static let viewDeclarations: [Maker] = [
    { "background-color: " + color(&$0) },
    { "border-radius: \(Int.random(in: 0...16, using: &$0))px" },
    { "border: \(Int.random(in: 1...3, using: &$0))px solid " + literalColor(&$0) },
    { "box-shadow: 0 \(Int.random(in: 1...4, using: &$0))px 6px rgba(0, 0, 0, 0.2)" },
    { "opacity: 0.\(Int.random(in: 1...9, using: &$0))" },
    { "padding: \(Int.random(in: 0...12, using: &$0))px \(Int.random(in: 0...12, using: &$0))px" },
    { "tint-color: " + color(&$0) },
    { "is-hidden: " + ($0.chance(2) ? "true" : "false") },
  ]

  private static let labelDeclarations: [Maker] = [
    { "color: " + color(&$0) },
    { $0.pick(["font: headline", "font: body", "font: bold 15px", "font: 12px"]) },
    { "number-of-lines: \(Int.random(in: 0...3, using: &$0))" },
    { "text-align: " + $0.pick(["left", "center", "right", "start"]) },
  ]

  private static let fieldDeclarations: [Maker] = [
    { "color: " + color(&$0) },
    { $0.pick(["font: body", "font: 13px"]) },
  ]

  private static let buttonDeclarations: [Maker] = [
    { "title-color: " + literalColor(&$0) },
    { "title-color-highlighted: " + literalColor(&$0) },
    { "title-color-disabled: " + literalColor(&$0) },
    { "background-color-normal: " + literalColor(&$0) },
    { "background-color-selected: " + literalColor(&$0) },
  ]
}
