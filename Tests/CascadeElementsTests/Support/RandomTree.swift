import CascadeElements
import CascadeViews

/// A random tree of elements, as a SwiftUI body might describe one: each node an element,
/// with the color scheme its subtree sees where it differs from its parent's.
struct RandomTree {
  struct Node {
    let element: Element
    let parent: Int?
    /// The color scheme this node's subtree sees instead of its parent's, if any.
    let scheme: ColorScheme?
  }

  /// Parents before children.
  var nodes: [Node] = []

  init(using random: inout SeededRandom, size: Int) {
    for index in 0..<size {
      let parent = index == 0 ? nil : Int.random(in: max(0, index - 4)..<index, using: &random)
      let scheme: ColorScheme? = random.chance(8) ? random.pick([.light, .dark]) : nil
      nodes.append(Node(element: Self.element(using: &random), parent: parent, scheme: scheme))
    }
  }

  private static func element(using random: inout SeededRandom) -> Element {
    var classes: Set<String> = []
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      classes.insert(random.pick(RandomSheet.classes))
    }
    var state: StyleState = []
    for flag: StyleState in [.highlighted, .selected, .disabled, .focused] where random.chance(5) {
      state.insert(flag)
    }
    return Element(random.pick(ElementKind.allCases), classes: classes, state: state)
  }

  /// The traits each node sees, given the root's.
  func traits(root: Traits) -> [Traits] {
    var traits: [Traits] = []
    for node in nodes {
      var own = node.parent.map { traits[$0] } ?? root
      if let scheme = node.scheme { own.colorScheme = scheme }
      traits.append(own)
    }
    return traits
  }
}
