extension DesignTokenReader {
  /// Reports the tokens that resolution could not finish: each on a cycle of aliases, with
  /// every token of its cycle named, and each that leads into a cycle.
  mutating func reportCycles(
    among left: [String], dependents: [String: [String]], state: inout Resolution
  ) {
    let remaining = Set(left)
    var assigned: Set<String> = []
    for path in left where !assigned.contains(path) {
      let forward = Self.reachable(from: path, within: remaining) { state.references[$0] ?? [] }
      guard forward.contains(path) else { continue }
      let backward = Self.reachable(from: path, within: remaining) { dependents[$0] ?? [] }
      let cycle = left.filter { forward.contains($0) && backward.contains($0) }
      assigned.formUnion(cycle)
      let members = cycle.map { "`\($0)`" }.joined(separator: ", ")
      for member in cycle {
        let value = valueNodes[member]
        report(
          .aliasCycle, "token `\(member)` is an alias of itself, through \(members)",
          value?.start ?? 0, value?.end ?? 0, notes: ["the tokens in the cycle: \(members)"])
      }
    }
    for path in left where !assigned.contains(path) {
      let value = valueNodes[path]
      report(
        .invalidValue, "token `\(path)` is an alias of a token in an alias cycle",
        value?.start ?? 0, value?.end ?? 0)
    }
    state.failed.formUnion(left)
  }

  /// The paths reachable from a path in one step or more, without leaving a set.
  private static func reachable(
    from start: String, within set: Set<String>, next: (String) -> [String]
  ) -> Set<String> {
    var seen: Set<String> = []
    var stack = next(start).filter(set.contains)
    while let current = stack.popLast() {
      guard seen.insert(current).inserted else { continue }
      stack += next(current).filter(set.contains)
    }
    return seen
  }
}
