import Cascade
import CascadeReferenceModel
import Testing

/// Random trees, rules and changes: after every change, restyling the tree incrementally,
/// with the sheet's match cache warm from earlier changes, must give exactly what styling a
/// pristine copy of the tree from scratch, with a fresh sheet, gives.
@Suite struct CascadePropertyTests {
  static let classes = ["a", "b", "c", "d"]

  @Test(arguments: [UInt64(1), 2, 3])
  func incrementalRestylingEqualsStylingFromScratch(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var world = World(random: &random)
    let rules = (0..<40).map { _ in Self.randomRule(using: &random) }
    let sheet = Stylesheet { for rule in rules { rule } }

    for step in 0..<60 {
      world.change(using: &random)
      try sheet.apply(to: world.root, in: world.context)

      let twin = world.pristineCopy()
      try Stylesheet { for rule in rules { rule } }.apply(to: twin, in: world.context)
      let styled = world.root.tree.map(\.values)
      let expected = twin.tree.map(\.values)
      let mismatch = styled.indices.first { $0 >= expected.count || styled[$0] != expected[$0] }
      let detail = mismatch.map { "node \($0) is \(styled[$0]), expected \(expected[$0])" } ?? ""
      #expect(mismatch == nil, "seed \(seed), step \(step) (\(world.lastChange)): \(detail)")
      if mismatch != nil { return }
    }
  }

  @Test func aNodeIsNeverMovedUnderItsOwnDescendant() {
    let node = Node()
    let child = node.add(Node())
    let grandchild = child.add(Node())
    #expect(!World.canMove(node, under: grandchild))
    #expect(!World.canMove(node, under: node))
    #expect(World.canMove(grandchild, under: node))
  }

  static func randomRule(using random: inout SeededGenerator) -> Rule {
    let classes = Set(
      Self.classes.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)))
    let state: StyleState = Bool.random(using: &random) ? [] : .highlighted
    let compact = TraitCondition("compact") { $0.density == .compact }
    let condition = Int.random(in: 0..<5, using: &random) == 0 ? compact : nil
    let ancestor =
      Int.random(in: 0..<3, using: &random) == 0
      ? StyleSelector(classes: [Self.classes.randomElement(using: &random) ?? "a"]) : nil
    let parent =
      ancestor == nil && Int.random(in: 0..<4, using: &random) == 0
      ? StyleSelector(Leaf.self) : nil
    let value = Int.random(in: 1...9, using: &random)
    let setsColor = Bool.random(using: &random)
    let setsSize = Bool.random(using: &random)
    if Bool.random(using: &random) {
      return Rule(
        Leaf.self, classes: classes, state: state, when: condition, inside: ancestor,
        childOf: parent
      ) {
        Setter(\.weight, value)
        if setsColor { Setter(\.color, value) }
      }
    }
    return Rule(
      Node.self, classes: classes, state: state, when: condition, inside: ancestor,
      childOf: parent
    ) {
      if setsColor { Setter(\.color, value) }
      if setsSize { Setter(\.size, value) }
      Setter(\.label, "r\(value)")
    }
  }
}

/// A random tree, the originals of its nodes, and the traits it is styled in.
private struct World {
  let root = Node()
  private var nodes: [Node] = []
  private var originals: [ObjectIdentifier: [String]] = [:]
  private(set) var context = StyleContext()
  private(set) var lastChange = "start"

  init(random: inout SeededGenerator) {
    nodes = [root]
    remember(root)
    for _ in 0..<200 { addNode(using: &random) }
  }

  mutating func change(using random: inout SeededGenerator) {
    guard let node = nodes.randomElement(using: &random) else { return }
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let name = CascadePropertyTests.classes.randomElement(using: &random) ?? "a"
      if node.styleClasses.remove(name) == nil { node.styleClasses.insert(name) }
      lastChange = "toggled class \(name)"
    case 1:
      node.styleState = node.styleState.isEmpty ? .highlighted : []
      lastChange = "toggled state"
    case 2:
      guard let parent = nodes.randomElement(using: &random), node !== root,
        Self.canMove(node, under: parent)
      else { return }
      parent.add(node)
      lastChange = "moved a node"
    case 3:
      for _ in 0..<Int.random(in: 1...5, using: &random) { addNode(using: &random) }
      lastChange = "added nodes"
    case 4:
      var traits = context.traits
      traits.density = traits.density == .compact ? .regular : .compact
      context = StyleContext(traits: traits)
      lastChange = "changed traits"
    default:
      lastChange = "nothing"
    }
  }

  /// Whether moving `node` under `parent` keeps a tree: the new parent must not lie inside
  /// the moved node's subtree, which would cut that subtree off into a cycle of its own.
  static func canMove(_ node: Node, under parent: Node) -> Bool {
    !node.tree.contains { $0 === parent }
  }

  /// A copy of the tree with the same structure, classes and states, and every node's
  /// values as they were before any styling.
  func pristineCopy() -> Node {
    func copy(_ node: Node) -> Node {
      let twin = node is Leaf ? Leaf(node.styleClasses) : Node(node.styleClasses)
      twin.styleState = node.styleState
      let values = originals[ObjectIdentifier(node)] ?? []
      if values.count >= 3 {
        twin.color = Int(values[0]) ?? 0
        twin.size = Int(values[1]) ?? 0
        twin.label = values[2]
      }
      if let leaf = twin as? Leaf, values.count == 4 { leaf.weight = Int(values[3]) ?? 0 }
      for child in node.children { twin.add(copy(child)) }
      return twin
    }
    return copy(root)
  }

  private mutating func addNode(using random: inout SeededGenerator) {
    let classes = Set(
      CascadePropertyTests.classes.filter { _ in Int.random(in: 0..<3, using: &random) == 0 })
    let node = Bool.random(using: &random) ? Leaf(classes) : Node(classes)
    node.color = Int.random(in: 0...3, using: &random)
    node.label = "original"
    if let leaf = node as? Leaf { leaf.weight = Int.random(in: 0...3, using: &random) }
    nodes.randomElement(using: &random)?.add(node)
    nodes.append(node)
    remember(node)
  }

  private mutating func remember(_ node: Node) {
    originals[ObjectIdentifier(node)] = node.values
  }
}
