internal import Cascade

/// A layer's declaration: its qualified name and the `@media` condition it was read under.
struct LayerDeclaration: Sendable, Equatable {
  let layer: String
  let condition: CSSMediaCondition?
}

/// The order of a sheet's layers, from the declarations that name them. As in CSS, a layer
/// takes its place where it is first declared by a rule that applies: one first declared
/// inside a `@media` block takes it only where the block's condition holds, so the order
/// can depend on the traits.
struct LayerRanking: Sendable {
  /// The layers, weakest first, where every declaration holds: the order of the sheet's
  /// layered parts.
  let layers: [String]
  /// The declarations that may decide an order, in the order of the text, each as the index
  /// of its layer in ``layers``.
  private let declarations: [(layer: Int, condition: CSSMediaCondition?)]
  /// Each layer's parent's index in ``layers``; -1 for a layer nested in none.
  private let parents: [Int]

  /// Whether the order depends on the traits: some layer is first declared under a
  /// condition.
  let dependsOnTraits: Bool

  /// The ranking of declarations in the order of the text.
  ///
  /// - Parameter declarations: Each declaration that is not of a layer declared before it
  ///   under no condition, each after the layers it is nested in.
  /// - Complexity: O(*n*) for *n* bytes of names.
  init(_ declarations: [LayerDeclaration]) {
    var names: [String] = []
    var seen: Set<String> = []
    for declaration in declarations where seen.insert(declaration.layer).inserted {
      names.append(declaration.layer)
    }
    layers = Loader.cascadeOrder(of: names)
    let index = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
    parents = layers.map { layer in
      let scalars = layer.unicodeScalars
      guard let dot = scalars.lastIndex(of: ".") else { return -1 }
      return index[String(Substring(scalars[..<dot]))] ?? -1
    }
    self.declarations = declarations.map { (index[$0.layer] ?? 0, $0.condition) }
    dependsOnTraits = declarations.contains { $0.condition != nil }
  }

  /// Each layer's rank for some traits, 0 the weakest, with one more for the rules outside
  /// any layer, which rank last. A layer no declaration that holds names has no rule that
  /// applies: it ranks after those that do.
  ///
  /// - Complexity: O(*d* + *l*) for *d* declarations and *l* layers.
  func ranks(in traits: Traits) -> [Int] {
    var firstSeen: [Int] = []
    var isSeen = [Bool](repeating: false, count: layers.count)
    for (layer, condition) in declarations where !isSeen[layer] {
      guard condition?.isSatisfied(by: traits) ?? true else { continue }
      isSeen[layer] = true
      firstSeen.append(layer)
    }
    for layer in layers.indices where !isSeen[layer] { firstSeen.append(layer) }
    var ranks = [Int](repeating: 0, count: layers.count + 1)
    for (rank, layer) in Self.cascadeOrder(of: firstSeen, parents: parents).enumerated() {
      ranks[layer] = rank
    }
    ranks[layers.count] = layers.count
    return ranks
  }

  /// Layers by index in cascade order, as ``Loader/cascadeOrder(of:)`` orders names: siblings
  /// in the order given, a layer's own rules above the layers nested in it.
  private static func cascadeOrder(of layers: [Int], parents: [Int]) -> [Int] {
    var children = [[Int]](repeating: [], count: parents.count + 1)
    for layer in layers {
      children[parents[layer] < 0 ? parents.count : parents[layer]].append(layer)
    }
    var ordered: [Int] = []
    var pending = children[parents.count].reversed().map { ($0, false) }
    while let (layer, isExpanded) = pending.popLast() {
      if isExpanded {
        ordered.append(layer)
      } else {
        pending.append((layer, true))
        pending += children[layer].reversed().map { ($0, false) }
      }
    }
    return ordered
  }
}

/// Where a rule or a token value was read relative to its innermost `@layer` block: the
/// condition the block was opened under, and the `@media` blocks between the block and the
/// item. A layer declared only under conditions is printed inside the condition it was
/// opened under, so that printing declares it nowhere the text did not.
struct LayerPlacement: Sendable {
  /// The condition the `@layer` block was opened under.
  var outer: CSSMediaCondition?
  /// The `@media` blocks inside the `@layer` block, joined as the loader joins them.
  var inner: CSSMediaCondition?
}
