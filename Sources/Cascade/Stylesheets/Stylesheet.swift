import Synchronization

/// Styles declared in one place and applied to a whole tree by what each object is, where
/// it is and what state it is in: the cascade of CSS.
///
/// ```swift
/// let sheet = Stylesheet("App") {
///   Rule(View.self, classes: ["card"]) { Setter(\.cornerRadius, 12) }
///   Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
///   Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
/// }
/// try sheet.apply(to: screen, in: .light)
/// ```
///
/// For each object, the matching rules apply in order of layer (see ``layered(_:)``), then
/// specificity (classes, states and conditions, then type depth), then declaration; the
/// object's inline style comes last. Applying again after a change writes every winner
/// again and puts back the original value of every property no rule sets any more.
public struct Stylesheet: Sendable {
  /// The sheet's name, for explanations.
  public let name: String
  let rules: [LayeredRule]
  private let cache = MatchCache()

  /// Creates a stylesheet from a block of rules.
  ///
  /// ```swift
  /// let sheet = Stylesheet("Feature") { Rule(Label.self) { Setter(\.numberOfLines, 0) } }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The sheet's name.
  ///   - rules: The rules, in declaration order.
  public init(_ name: String = "Stylesheet", @StylesheetBuilder _ rules: () -> [Rule]) {
    self.name = name
    self.rules = rules().enumerated().map { LayeredRule(rule: $1, layer: 0, order: $0) }
  }

  /// Layers stylesheets: a later sheet's rule wins over an earlier sheet's, whatever their
  /// specificity, as CSS cascade layers do; so an app's overrides win over its feature's
  /// rules, and those over its base sheet's.
  ///
  /// ```swift
  /// let sheet = Stylesheet.layered([app, feature, overrides])
  /// ```
  ///
  /// - Parameter sheets: The sheets, earliest (weakest) first.
  /// - Returns: One stylesheet with every rule.
  public static func layered(_ sheets: [Stylesheet]) -> Stylesheet {
    // A sheet that is itself layered keeps its layers, above those of the sheets before it.
    var rules: [LayeredRule] = []
    var base = 0
    for sheet in sheets {
      rules += sheet.rules.map {
        LayeredRule(rule: $0.rule, layer: base + $0.layer, order: $0.order)
      }
      base += (sheet.rules.map(\.layer).max() ?? 0) + 1
    }
    return Stylesheet(name: sheets.map(\.name).joined(separator: " + "), rules: rules)
  }

  private init(name: String, rules: [LayeredRule]) {
    self.name = name
    self.rules = rules
  }

  /// The rules that match an object, in the order they apply (the last one wins).
  func matchingRules(
    for object: any Stylable, ancestors: [any Stylable], traits: Traits
  ) -> [LayeredRule] {
    let key = MatchKey(object: object, ancestors: ancestors, traits: traits)
    if let matched = cache.lookup(key) { return matched }
    let matched = rules.filter {
      $0.rule.selector.matches(object, ancestors: ancestors[...], traits: traits)
    }.sorted()
    cache.store(matched, for: key)
    return matched
  }
}

/// A rule with its place in the cascade.
struct LayeredRule: Comparable, Sendable {
  let rule: Rule
  let layer: Int
  let order: Int

  static func == (lhs: LayeredRule, rhs: LayeredRule) -> Bool {
    lhs.layer == rhs.layer && lhs.order == rhs.order
  }

  /// Layer first, as CSS cascade layers: an overrides sheet wins whatever the specificity
  /// of a base sheet's rule. Then specificity, then declaration order.
  static func < (lhs: LayeredRule, rhs: LayeredRule) -> Bool {
    if lhs.layer != rhs.layer { return lhs.layer < rhs.layer }
    let left = lhs.rule.selector.specificity
    let right = rhs.rule.selector.specificity
    if left != right { return left < right }
    return lhs.order < rhs.order
  }
}

/// Which rules match, remembered per everything matching depends on: the object's type,
/// classes and state, the same of each ancestor, and the traits.
final class MatchCache: Sendable {
  private let entries = Mutex<[MatchKey: [LayeredRule]]>([:])

  func lookup(_ key: MatchKey) -> [LayeredRule]? { entries.withLock { $0[key] } }
  func store(_ rules: [LayeredRule], for key: MatchKey) { entries.withLock { $0[key] = rules } }
}

/// Everything a selector reads, so that a cached match is never stale.
struct MatchKey: Hashable, Sendable {
  struct Node: Hashable, Sendable {
    let type: ObjectIdentifier
    let classes: Set<String>
    let state: StyleState

    init(_ object: any Stylable) {
      type = ObjectIdentifier(Swift.type(of: object))
      classes = object.styleClasses
      state = object.styleState
    }
  }

  let nodes: [Node]
  let traits: Traits

  init(object: any Stylable, ancestors: [any Stylable], traits: Traits) {
    var nodes: [Node] = []
    nodes.reserveCapacity(ancestors.count + 1)
    nodes.append(Node(object))
    for ancestor in ancestors { nodes.append(Node(ancestor)) }
    self.nodes = nodes
    self.traits = traits
  }
}
