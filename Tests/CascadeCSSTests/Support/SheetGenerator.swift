import Cascade
import CascadeCSS
import CascadeReferenceModel

/// Writes random text stylesheets from the boxes' vocabulary: rules with selectors of every
/// kind, declarations of every value type, `var()`, `@media`, `@layer` and `@theme`, each
/// spelt in one of the ways the syntax allows. What it writes loads without diagnostics.
struct SheetGenerator {
  private var random: SeededGenerator

  /// The `Double` tokens, `step0`… registered by ``vocabulary``. A token aliases only
  /// tokens after it in this list, so aliases never form a cycle.
  static let numberTokens = ["gutter", "column-width"] + (0..<5).map { "step\($0)" }

  /// The boxes' vocabulary with the extra tokens aliases chain through.
  static let vocabulary: StyleVocabulary = {
    var vocabulary = StyleVocabulary.boxes
    for index in 0..<5 { vocabulary.register(token: Token<Double>("step\(index)")) }
    return vocabulary
  }()

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// A whole sheet.
  mutating func sheet() -> String {
    var text = chance(0.3) ? "@layer \(layerNames());\n" : ""
    for _ in 0..<int(1...7) { text += item(depth: 0) + separator() }
    return text
  }

  private mutating func item(depth: Int) -> String {
    switch int(0...11) {
    case 0...5: return rule()
    case 6: return root()
    case 7 where depth < 3:
      return "@media \(condition()) {\n" + items(depth: depth + 1) + "}"
    case 8 where depth < 3:
      return "@layer \(chance(0.2) ? "" : layerName() + " "){\n"
        + items(depth: depth + 1) + "}"
    case 9 where depth < 3: return theme()
    case 10: return "@layer \(layerNames());"
    default: return rule()
    }
  }

  private mutating func items(depth: Int) -> String {
    (0..<int(0...3)).map { _ in item(depth: depth) + separator() }.joined()
  }

  /// `@theme name { … }` with token values only.
  private mutating func theme() -> String {
    var text = "@theme \(pick(["dark", "light", "contrast"])) {\n"
    for _ in 0..<int(0...2) {
      if chance(0.3) {
        text += "@media \(condition()) { \(root()) }\n"
      } else {
        text += root() + "\n"
      }
    }
    return text + "}"
  }

  // MARK: Rules

  /// The properties each type of subject has.
  private static let properties: [String: [String]] = {
    let base = ["width", "hidden", "elevation", "tag", "tag-upper"]
    return [
      "": base, "*": base, "Box": base, "Caption": base + ["lines", "text"],
      "Headline": base + ["lines", "text", "level"], "Field": base + ["lines"],
    ]
  }()

  private mutating func rule() -> String {
    var selectors: [String] = []
    var shared = Set(Self.properties["Box"] ?? [])
    for _ in 0..<int(1...2) {
      let (text, type) = selector()
      selectors.append(text)
      shared.formIntersection(Self.properties[type] ?? [])
    }
    return selectors.joined(separator: "\(space()),\(space())") + "\(space()){"
      + block(names: shared.sorted(), level: 0) + "\(space())}"
  }

  /// Declarations of `names`, and now and then rules and group rules nested among them.
  private mutating func block(names: [String], level: Int) -> String {
    var declarations = (0..<int(0...4)).map { _ in
      let name = pick(names)
      return "\(space())\(name)\(space()):\(space())\(value(of: name))"
    }
    guard level < 2, chance(0.3) else {
      let last = declarations.isEmpty || chance(0.5) ? "" : ";"
      return declarations.joined(separator: ";") + last
    }
    // A nested rule's subject has no type of its own: every type has the base's properties.
    let base = Self.properties[""] ?? []
    for _ in 0..<int(1...2) {
      let nested =
        switch int(0...5) {
        case 0: "&" + compound(type: "") + " { " + block(names: names, level: level + 1) + " }"
        case 1: "& > " + compound(type: "") + " { " + block(names: base, level: level + 1) + " }"
        case 2: "> " + compound(type: "") + ", &.b { " + block(names: base, level: level + 1) + " }"
        case 3: "@media \(condition()) { " + block(names: names, level: level + 1) + " }"
        case 4: "@layer \(layerName()) { " + block(names: names, level: level + 1) + " }"
        default: compound(type: "") + " { " + block(names: base, level: level + 1) + " }"
        }
      declarations.insert(nested, at: int(0...declarations.count))
    }
    return declarations.map { $0.hasSuffix("}") ? $0 : $0 + ";" }.joined(separator: " ")
  }

  /// A selector and its subject's type name: `""` for none.
  private mutating func selector() -> (text: String, type: String) {
    var text = ""
    for _ in 0..<int(0...2) {
      text += compound(type: pick(["", "*", "Box", "Caption", "Headline", "Field"]))
      text += pick([" ", "  ", " > ", ">", "\n>\t"])
    }
    let type = pick(["", "*", "Box", "Caption", "Headline", "Field"])
    return (text + compound(type: type), type)
  }

  private mutating func compound(type: String) -> String {
    var text = type
    for _ in 0..<int(type.isEmpty ? 1...2 : 0...2) {
      text += "." + pick(["a", "b", "card", "x-y"])
    }
    for _ in 0..<int(0...2) {
      text += ":" + pick(["highlighted", "selected", "disabled", "focused", "Focused"])
    }
    return text.isEmpty ? ".a" : text
  }

  // MARK: Values

  private mutating func value(of property: String) -> String {
    switch property {
    case "width": return chance(0.3) ? numberVar() : number()
    case "hidden": return pick(["true", "false", "TRUE", "False"])
    case "elevation": return chance(0.3) ? elevationVar() : elevation()
    case "tag", "tag-upper": return chance(0.2) ? pick(["none", "NONE"]) : string()
    case "text": return string()
    default: return pick(["", "+", "-"]) + String(int(0...100_000))
    }
  }

  private mutating func number() -> String {
    switch int(0...5) {
    case 0: return String(int(-500...500))
    case 1: return String(int(0...99)) + pick(["px", "pt", "PX"])
    case 2: return pick(["0.5", ".25", "-.5", "1e3", "1.5E-2", "+7", "-0", "2.5e+2"])
    default: return Double.random(in: -1e6...1e6, using: &random).description
    }
  }

  private mutating func numberVar() -> String {
    let fallback = chance(0.5) ? ",\(space())\(number())" : ""
    return "var(\(space())--\(pick(Self.numberTokens))\(fallback)\(space()))"
  }

  private mutating func elevation() -> String {
    pick(["flat", "raised", "floating", "RAISED", "Floating"])
  }

  private mutating func elevationVar() -> String {
    "var(--card-elevation" + (chance(0.5) ? ", \(elevation())" : "") + ")"
  }

  /// A quoted string with quotes, backslashes, line breaks and non-ASCII text in it,
  /// escaped in one of the ways CSS allows.
  private mutating func string() -> String {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "\"", "'", "\\", "\n", "\t", "\r", "é", "日", "🎉", "}", ";", "/", "*",
      "\u{7F}", "\u{1}", "f", "0",
    ]
    let quote: Unicode.Scalar = chance(0.5) ? "\"" : "'"
    var text = String(quote)
    for _ in 0..<int(0...8) {
      let scalar = pick(alphabet)
      switch scalar {
      case quote, "\\": text += "\\\(scalar)"
      case "\n", "\r", "\u{1}", "\u{7F}":
        let hex = String(scalar.value, radix: 16, uppercase: chance(0.5))
        text +=
          chance(0.5) ? "\\\(hex) " : "\\" + String(repeating: "0", count: 6 - hex.count) + hex
      case "é" where chance(0.3): text += "\\e9 "
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + String(quote)
  }

  // MARK: Tokens and media

  /// `:root { … }` with values and aliases.
  private mutating func root() -> String {
    let declarations = (0..<int(1...3)).map { _ in
      if chance(0.2) { return "--card-elevation: \(elevation())" }
      let index = int(0...(Self.numberTokens.count - 1))
      let name = Self.numberTokens[index]
      guard index < Self.numberTokens.count - 1, chance(0.4) else {
        return "--\(name): \(number())"
      }
      let target = Self.numberTokens[int((index + 1)...(Self.numberTokens.count - 1))]
      return "--\(name):\(space())var(--\(target))"
    }
    return ":root {\(space())" + declarations.joined(separator: "; ") + "\(space())}"
  }

  private mutating func condition() -> String {
    let queries = (0..<int(1...2)).map { _ in
      let tests = (0..<int(1...2)).map { _ in test() }
      return (chance(0.3) ? pick(["not ", "NOT "]) : "") + tests.joined(separator: " and ")
    }
    return queries.joined(separator: pick([", ", " ,", ",\n"]))
  }

  private mutating func test() -> String {
    let mood = pick(["calm", "busy", "frantic", "Busy"])
    switch int(0...5) {
    case 0: return "(mood: \(mood))"
    case 1: return "(busyness:\(mood))"
    case 2: return "(min-busyness: \(mood))"
    case 3: return "( max-busyness : \(mood) )"
    case 4: return "(quiet)"
    default: return "(QUIET: \(pick(["true", "false"])))"
    }
  }

  private mutating func layerNames() -> String {
    (0..<int(1...3)).map { _ in layerName() }.joined(separator: pick([", ", ","]))
  }

  private mutating func layerName() -> String {
    let name = pick(["base", "components", "overrides", "x-1"])
    return chance(0.3) ? name + "." + pick(["inner", "outer"]) : name
  }

  // MARK: Randomness

  private mutating func separator() -> String {
    pick(["\n", " ", "\n\n", "/* between */", "\n/* a\nlong comment */\n", "\t"])
  }

  private mutating func space() -> String {
    pick(["", "", " ", "\n  ", "/**/", " /* c */ "])
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(0...(elements.count - 1))]
  }
}
