extension DesignTokenReader {
  /// Reports the tokens that resolution could not finish: each on a cycle of aliases, with
  /// every token of its cycle named, and each that leads into a cycle.
  ///
  /// - Complexity: O(*n* + *e*) for *n* tokens left and *e* references among them: one
  ///   pass that finds the strongly connected components of the alias graph.
  mutating func reportCycles(among left: [String], state: inout Resolution) {
    var nodes: [String] = []
    var number: [String: Int] = [:]
    for path in left where number[path] == nil {
      number[path] = nodes.count
      nodes.append(path)
    }
    let edges = nodes.map { (state.references[$0] ?? []).compactMap { number[$0] } }
    var cycles: [[Int]] = []
    for component in Self.stronglyConnectedComponents(edges)
    where component.count > 1 || edges[component[0]].contains(component[0]) {
      cycles.append(component.sorted())
    }
    cycles.sort { $0[0] < $1[0] }
    var inCycle = [Bool](repeating: false, count: nodes.count)
    for cycle in cycles {
      let members = cycle.map { "`\(nodes[$0])`" }.joined(separator: ", ")
      for member in cycle {
        inCycle[member] = true
        let value = valueNodes[nodes[member]]
        report(
          .aliasCycle, "token `\(nodes[member])` is an alias of itself, through \(members)",
          value?.start ?? 0, value?.end ?? 0, notes: ["the tokens in the cycle: \(members)"])
      }
    }
    for (index, path) in nodes.enumerated() where !inCycle[index] {
      let value = valueNodes[path]
      report(
        .invalidValue, "token `\(path)` is an alias of a token in an alias cycle",
        value?.start ?? 0, value?.end ?? 0)
    }
    state.failed.formUnion(left)
  }

  /// The strongly connected components of a graph, by Tarjan's algorithm with a stack of
  /// its own rather than recursion, so no graph can run the call stack out.
  ///
  /// - Parameter edges: Each node's successors.
  /// - Returns: The components, each a list of nodes.
  /// - Complexity: O(*n* + *e*) for *n* nodes and *e* edges.
  static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
    var order = [Int](repeating: -1, count: edges.count)
    var low = [Int](repeating: 0, count: edges.count)
    var onStack = [Bool](repeating: false, count: edges.count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var next = 0
    var work: [(node: Int, edge: Int)] = []
    func discover(_ node: Int) {
      order[node] = next
      low[node] = next
      next += 1
      stack.append(node)
      onStack[node] = true
      work.append((node, 0))
    }
    for root in edges.indices where order[root] < 0 {
      discover(root)
      while let (node, edge) = work.last {
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let target = edges[node][edge]
          if order[target] < 0 {
            discover(target)
          } else if onStack[target] {
            low[node] = min(low[node], order[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
        guard low[node] == order[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          onStack[member] = false
          component.append(member)
          if member == node { break }
        }
        components.append(component)
      }
    }
    return components
  }
}
