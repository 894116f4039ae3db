extension DesignTokenReader {
  /// Reports the tokens that resolution could not finish: each on a cycle of aliases, with
  /// the first tokens of its cycle named, and each that leads into a cycle.
  ///
  /// - Complexity: O(*n* log *n* + *e*) for *n* tokens left and *e* references among them:
  ///   one pass that finds the strongly connected components of the alias graph, and a
  ///   sort of each cycle; every message is of a bounded length.
  mutating func reportCycles(among left: [String], state: inout Resolution) {
    var nodes: [String] = []
    var number: [String: Int] = [:]
    for path in left where number[path] == nil {
      number[path] = nodes.count
      nodes.append(path)
    }
    // An inherited token waits for its source, but its value is its source's: on a cycle it
    // is an alias of what its source's value names.
    let edges = nodes.map { path in
      (state.references[state.sources[path] ?? path] ?? []).compactMap { number[$0] }
    }
    steps += nodes.count + edges.reduce(0) { $0 + $1.count }
    let graph = AliasGraph(edges: edges)
    steps += graph.steps
    let cycles = graph.cycles.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    var inCycle = [Bool](repeating: false, count: nodes.count)
    for cycle in cycles {
      let members = AliasGraph.naming(cycle.map { nodes[$0] })
      for member in cycle {
        inCycle[member] = true
        let value = writtenTokens[nodes[member]]?.value
        report(
          .aliasCycle, "token `\(nodes[member])` is an alias of itself, through \(members)",
          value?.start ?? 0, value?.end ?? 0, notes: ["the tokens in the cycle: \(members)"])
      }
      steps += cycle.count
    }
    // A copy that only leads into a cycle does so through its source, reported here already.
    for (index, path) in nodes.enumerated() where !inCycle[index] && state.sources[path] == nil {
      let value = writtenTokens[path]?.value
      report(
        .invalidValue, "token `\(path)` is an alias of a token in an alias cycle",
        value?.start ?? 0, value?.end ?? 0)
    }
    steps += nodes.count
    state.failed.formUnion(left)
  }
}
