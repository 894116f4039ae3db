/// An order of some consecutive layers of a sheet that depends on the traits.
struct LayerOrder: Sendable {
  /// The first layer it orders.
  let first: Int
  /// How many layers it orders.
  let count: Int
  /// Each layer's rank among them for some traits, 0 for the lowest.
  let ranks: @Sendable (Traits) -> [Int]

  /// The order of the same layers once the sheet is layered above `base` others.
  func shifted(by base: Int) -> LayerOrder {
    LayerOrder(first: first + base, count: count, ranks: ranks)
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
    lhs.precedes(rhs, layers: lhs.layer, rhs.layer)
  }

  /// Whether the rule applies before another, where the two are in layers of the ranks
  /// given.
  func precedes(_ other: LayeredRule, layers left: Int, _ right: Int) -> Bool {
    if left != right { return left < right }
    let own = rule.selector.specificity
    let others = other.rule.selector.specificity
    if own != others { return own < others }
    return order < other.order
  }
}
