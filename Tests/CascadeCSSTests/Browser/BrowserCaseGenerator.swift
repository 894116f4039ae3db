import CascadeReferenceModel

/// Writes random trees and sheets in the subset of CSS that Cascade and a browser share:
/// type selectors, classes, compounds, descendant and child combinators, selector lists,
/// `@layer` (named, nested, dotted, anonymous, statements), `@media
/// (prefers-color-scheme)`, `:root` custom properties with `var()` and fallbacks, repeated
/// properties, opacities as percentages and past 0...1, and now and then a value CSS rejects
/// for its range (`opacity: 0.5px`, a negative length); and, as the features say, nesting and
/// values as CSS reads them.
struct BrowserCaseGenerator {
  private var random: SeededGenerator
  private let features: BrowserCaseFeatures
  /// The custom properties given a value under no condition: `var()` of one of them
  /// always has a value.
  private var definedEverywhere: Set<String> = []

  static let types = ["View", "Label", "Button", "StackView", "ImageView", "TextField"]
  static let containers: Set<String> = ["View", "StackView"]
  static let classes = ["k1", "k2", "k3", "k4", "k5"]
  static let layerNames = ["l1", "l2", "l3"]
  /// The custom properties, by the kind of value each holds.
  static let customProperties: [Kind: [String]] = [
    .opacity: ["o1", "o2"], .radius: ["r1", "r2"], .color: ["b1", "b2"], .length: ["p1", "p2"],
    .inset: ["q1", "q2", "q3"],
  ]

  /// The kinds of value the compared properties take.
  enum Kind: CaseIterable {
    case opacity, radius, color, length
    /// One length, of the custom properties that only `var()`s inside `padding` read.
    case inset
  }

  /// The compared properties, each with the kind of its value.
  static let properties: [(name: String, kind: Kind)] = [
    ("opacity", .opacity), ("border-radius", .radius), ("background-color", .color),
    ("padding", .length),
  ]

  init(seed: UInt64, features: BrowserCaseFeatures) {
    random = SeededGenerator(seed: seed)
    self.features = features
  }

  /// A case: a tree and a sheet, the sheet corrupted by `corruptions` random edits.
  static func makeCase(
    seed: UInt64, features: BrowserCaseFeatures, corruptions: Int = 0
  ) -> BrowserCase {
    var generator = BrowserCaseGenerator(seed: seed, features: features)
    let nodes = generator.tree()
    let sheet = generator.sheet()
    var corruption = SheetCorruption(seed: seed &+ 0x5EED)
    let corrupted = corruptions == 0 ? sheet : corruption.corrupt(sheet, edits: corruptions)
    return BrowserCase(seed: seed, nodes: nodes, sheet: corrupted, original: sheet)
  }

  // MARK: The tree

  mutating func tree() -> [BrowserCase.Node] {
    var nodes = [BrowserCase.Node(type: "View", classes: someClasses(), parent: nil)]
    for _ in 0..<int(6...14) {
      let containers = nodes.indices.filter { Self.containers.contains(nodes[$0].type) }
      nodes.append(
        BrowserCase.Node(
          type: pick(Self.types), classes: someClasses(), parent: pick(containers)))
    }
    return nodes
  }

  private mutating func someClasses() -> [String] {
    (0..<int(0...3)).map { _ in pick(Self.classes) }.reduce(into: []) { classes, name in
      if !classes.contains(name) { classes.append(name) }
    }
  }

  // MARK: The sheet

  mutating func sheet() -> String {
    // Values under no condition first, so that the rules' `var()`s know what always has one.
    var text = chance(0.5) ? ":root {\(rootDeclarations(everywhere: true))}" + separator() : ""
    if chance(0.3) { text += "@layer \(layerList());" + separator() }
    for _ in 0..<int(2...8) { text += item(depth: 0) + separator() }
    return text
  }

  private mutating func item(depth: Int) -> String {
    switch int(0...11) {
    case 0...5: return rule(depth: depth)
    case 6: return ":root {\(rootDeclarations(everywhere: false))}"
    case 7 where depth < 3:
      return "@media \(mediaQuery()) {" + items(depth: depth + 1) + "}"
    case 8 where depth < 3:
      let name = chance(0.2) ? "" : layerName() + " "
      return "@layer \(name){" + items(depth: depth + 1) + "}"
    case 9: return "@layer \(layerList());"
    default: return rule(depth: depth)
    }
  }

  /// A query on the color scheme, now and then after a media type (which a browser on a
  /// screen and Cascade take alike), or a media type alone.
  private mutating func mediaQuery() -> String {
    let scheme = "(prefers-color-scheme: \(pick(["dark", "light"])))"
    guard chance(0.3) else { return scheme }
    let type = pick(["screen", "all", "print", "only screen", "not print", "not screen"])
    return chance(0.3) ? type : type + " and " + scheme
  }

  private mutating func items(depth: Int) -> String {
    (0..<int(0...3)).map { _ in separator() + item(depth: depth) }.joined() + separator()
  }

  private mutating func layerName() -> String {
    let name = pick(Self.layerNames)
    return chance(0.2) ? name + "." + pick(Self.layerNames) : name
  }

  private mutating func layerList() -> String {
    (0..<int(1...3)).map { _ in layerName() }.joined(separator: ", ")
  }

  private mutating func rule(depth: Int) -> String {
    let selectors = (0..<int(1...2)).map { _ in selector() }
    let isSimple = !selectors.contains { $0.contains(" ") || $0.contains(">") }
    return selectors.joined(separator: "," + space()) + space() + "{"
      + block(depth: depth, isParentSimple: isSimple) + "}"
  }

  /// A rule's block: declarations, and nested rules where the features allow, perhaps
  /// before, between and after the declarations.
  ///
  /// - Parameter isParentSimple: Whether each of the rule's selectors is one compound: only
  ///   then may `&` follow another compound (`.x &`), which Cascade cannot expand otherwise.
  private mutating func block(depth: Int, isParentSimple: Bool) -> String {
    var parts = (0..<int(1...3)).map { _ in declaration() }
    if features.nesting && depth < 3 {
      for _ in 0..<int(0...2) {
        parts.insert(
          nestedItem(depth: depth + 1, isParentSimple: isParentSimple), at: int(0...parts.count))
      }
    }
    return space() + parts.joined(separator: space()) + space()
  }

  private mutating func nestedItem(depth: Int, isParentSimple: Bool) -> String {
    let nested = { (me: inout Self, selector: String, isSimple: Bool) in
      selector + me.space() + "{" + me.block(depth: depth, isParentSimple: isSimple) + "}"
    }
    switch int(0...6) {
    case 0: return nested(&self, "&" + compoundTail(), isParentSimple)
    case 1: return nested(&self, "& > " + compound(), false)
    case 2 where isParentSimple: return nested(&self, compound() + " &", false)
    case 3:
      return "@media (prefers-color-scheme: \(pick(["dark", "light"]))) {"
        + block(depth: depth, isParentSimple: isParentSimple) + "}"
    case 4: return nested(&self, "> " + compound(), false)
    case 5: return nested(&self, compound() + "," + space() + "&" + compoundTail(), false)
    default: return nested(&self, compound(), false)
    }
  }

  private mutating func selector() -> String {
    var text = compound()
    for _ in 0..<int(0...2) {
      text += chance(0.4) ? pick([" > ", ">"]) : " "
      text += compound()
    }
    return text
  }

  private mutating func compound() -> String {
    if chance(0.1) { return "*" }
    let type = chance(0.6) ? pick(Self.types) : ""
    let tail = compoundTail()
    return type.isEmpty && tail.isEmpty ? "*" : type + tail
  }

  /// Classes, perhaps one written twice.
  private mutating func compoundTail() -> String {
    var classes = (0..<int(0...2)).map { _ in "." + pick(Self.classes) }
    if let first = classes.first, chance(0.1) { classes.append(first) }
    return classes.joined()
  }

  private mutating func declaration() -> String {
    let (name, kind) = pick(Self.properties)
    return "\(name):\(space())\(value(of: kind));"
  }

  // MARK: Values

  private mutating func value(of kind: Kind) -> String {
    if features.varInsideValues, kind == .length, chance(0.3) { return lengthsWithVars() }
    if chance(0.25), let use = use(of: kind) { return use }
    if features.wideKeywords, chance(0.05) {
      return pick(["initial", "unset", "INITIAL", "inherit", "Inherit"])
    }
    if chance(0.04), let invalid = outOfRange(of: kind) { return invalid }
    return literal(of: kind)
  }

  /// A value that CSS rejects for being out of its property's range: `opacity` with a unit,
  /// or a negative length. Only where a declaration gives it: as a custom property's value
  /// or a fallback, a browser keeps it, and the property that reads it fails at
  /// computed-value time.
  private mutating func outOfRange(of kind: Kind) -> String? {
    switch kind {
    case .opacity: return "0.\(int(1...9))px"
    case .radius: return "-\(int(1...40))px"
    case .length:
      var lengths = literal(of: .length).split(separator: " ").map(String.init)
      lengths[int(0...lengths.count - 1)] = "-\(int(1...30))px"
      return lengths.joined(separator: " ")
    case .color, .inset: return nil
    }
  }

  /// `var(--name)` or `var(--name, fallback)`, where it always has a value, unless the
  /// features allow one that may end with none.
  private mutating func use(of kind: Kind) -> String? {
    guard let names = Self.customProperties[kind] else { return nil }
    let name = pick(names)
    let hasFallback = chance(0.4)
    guard hasFallback || definedEverywhere.contains(name) || features.computedValueTime else {
      return nil
    }
    let fallback = hasFallback ? ", " + literal(of: kind) : ""
    let use = "var(--\(name)\(fallback))"
    guard features.valuesOfCSS, kind == .length, chance(0.5) else { return use }
    return use + " " + literal(of: .length)
  }

  /// One to four lengths of `padding`, at least one of them a `var()` of a property that
  /// holds one length, with a fallback where it may have no value, and now and then a
  /// `var()` in the fallback.
  private mutating func lengthsWithVars() -> String {
    let count = int(1...4)
    let withVar = int(0...count - 1)
    return (0..<count).map { index in
      index == withVar || chance(0.4) ? insetUse() : literal(of: .inset)
    }.joined(separator: " ")
  }

  /// `var(--q1)`, where it always has a value, else with a fallback: a length, or a
  /// `var()` with a length as its own fallback.
  private mutating func insetUse() -> String {
    let name = pick(Self.customProperties[.inset] ?? ["q1"])
    guard !definedEverywhere.contains(name) || chance(0.3) else { return "var(--\(name))" }
    let inner = pick(Self.customProperties[.inset] ?? ["q1"])
    let fallback =
      chance(0.3) ? "var(--\(inner),\(space())\(literal(of: .inset)))" : literal(of: .inset)
    return "var(--\(name),\(space())\(fallback))"
  }

  private mutating func literal(of kind: Kind) -> String {
    switch kind {
    case .opacity:
      if features.valuesOfCSS, chance(0.3) { return "\(int(0...100))%" }
      // CSS clamps an opacity to 0...1, and reads a percentage as a fraction.
      if chance(0.08) {
        switch int(0...2) {
        case 0: return "\(int(0...150))%"
        case 1: return "1.\(int(1...9))"
        default: return "-0.\(int(1...9))"
        }
      }
      return pick(["0", "1", "0.5"] + (0..<3).map { _ in "0.\(int(10...99))" })
    case .radius: return chance(0.1) ? "0" : "\(int(1...40))px"
    case .color: return hexColor()
    case .length:
      return (0..<int(1...4)).map { _ in chance(0.1) ? "0" : "\(int(1...30))px" }
        .joined(separator: " ")
    case .inset: return chance(0.1) ? "0" : "\(int(1...30))px"
    }
  }

  private mutating func hexColor() -> String {
    let digits = Array("0123456789abcdef")
    let count = chance(0.3) ? 3 : 6
    return "#" + String((0..<count).map { _ in pick(digits) })
  }

  private mutating func rootDeclarations(everywhere: Bool) -> String {
    var text = ""
    for _ in 0..<int(1...3) {
      let kind = pick(Kind.allCases)
      guard let name = Self.customProperties[kind].map({ pick($0) }) else { continue }
      text += space() + "--\(name):\(space())\(literal(of: kind));"
      if everywhere { definedEverywhere.insert(name) }
    }
    return text + space()
  }

  // MARK: Randomness

  private mutating func separator() -> String { pick(["\n", " ", "", "\n\n"]) }
  private mutating func space() -> String { pick([" ", "", "\n  "]) }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[int(0...elements.count - 1)]
  }
}
