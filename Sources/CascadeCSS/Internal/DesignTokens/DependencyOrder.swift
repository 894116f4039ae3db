/// An order of numbered nodes in which each comes after every node it needs, by Kahn's
/// algorithm: a queue, no recursion, so no chain of needs can run the stack out. The
/// design token reader orders groups by their `$extends` and tokens by their aliases
/// with it.
struct DependencyOrder {
  /// The nodes in an order where each comes after all it needs; among nodes ready at
  /// once, the lower number first.
  private(set) var order: [Int] = []
  /// The nodes that no order completes, by number, lowest first: each on a cycle of
  /// needs, or needing one that is.
  private(set) var left: [Int] = []
  /// The loop iterations taken, for ``WorkCounter``.
  private(set) var steps = 0

  /// Orders the nodes.
  ///
  /// - Parameter needs: The nodes each node needs first, by number; a need may appear
  ///   more than once.
  /// - Complexity: O(*n* + *e*) for *n* nodes and *e* needs.
  init(needs: [[Int]]) {
    var pending = needs.map(\.count)
    var dependents = [[Int]](repeating: [], count: needs.count)
    for (node, targets) in needs.enumerated() {
      for target in targets { dependents[target].append(node) }
      steps += 1 + targets.count
    }
    var queue = pending.indices.filter { pending[$0] == 0 }
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      order.append(node)
      for dependent in dependents[node] {
        pending[dependent] -= 1
        if pending[dependent] == 0 { queue.append(dependent) }
      }
      steps += 1 + dependents[node].count
    }
    left = pending.indices.filter { pending[$0] > 0 }
    steps += needs.count
  }
}
