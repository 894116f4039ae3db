extension Loader {
  /// `--name: value` in `:root`: a value for a registered token, of its type, or an alias
  /// of another token of that type.
  mutating func defineToken(_ declaration: Declaration, in scope: Scope) {
    guard let name = customName(declaration.nameToken) else {
      reportAt(
        declaration.nameToken, .syntax, "`:root` gives token values only: `--name: value`")
      return
    }
    guard let binding = token(named: name, at: declaration.nameToken) else { return }
    let range = declaration.value
    let location = location(of: declaration.nameToken)
    var text: TextValue
    var value: BoundDefinition.Value
    if let arguments = wholeVar(range) {
      let arguments = trimmed(arguments)
      guard arguments.count == 1, let target = customName(arguments.lowerBound) else {
        reportAt(
          range.lowerBound, .syntax, "an alias is `var(--name)`, without a fallback")
        return
      }
      guard let other = token(named: target, at: arguments.lowerBound) else { return }
      guard other.valueType == binding.valueType else {
        reportAt(
          arguments.lowerBound, .tokenTypeMismatch,
          "token `--\(target)` is \(other.valueType), but `--\(name)` is \(binding.valueType)")
        return
      }
      text = .token(target, fallback: nil)
      value = .alias(target)
      aliasLocations[name, default: []].append(
        (target, tokens[range.lowerBound].start, tokens[range.upperBound - 1].end))
    } else {
      guard let literal = literal(range, of: binding.valueType, for: "--\(name)") else { return }
      text = .literal(literal)
      value = .literal(literal)
    }
    tokenValues.append(
      TokenValue(
        token: name, theme: scope.theme, condition: scope.condition, value: text,
        location: location))
    definitions[name, default: []].append(
      BoundDefinition(theme: scope.theme, condition: scope.condition, value: value))
  }

  /// Reports aliases that lead back to themselves or run deeper than the limit, and
  /// drops them, so that resolving a token always ends.
  mutating func checkAliases() {
    let graph = aliasLocations.mapValues { $0.map(\.target) }
    var depths: [String: Int] = [:]
    var onPath: [String] = []
    func depth(of name: String) -> Int {
      if let known = depths[name] { return known }
      // A cycle is reported on its own; here it only has to end.
      if onPath.contains(name) { return 0 }
      onPath.append(name)
      let deepest = (graph[name] ?? []).map { depth(of: $0) + 1 }.max() ?? 0
      onPath.removeLast()
      depths[name] = deepest
      return deepest
    }
    for name in graph.keys.sorted() { _ = depth(of: name) }
    for name in graph.keys.sorted() {
      for alias in aliasLocations[name] ?? [] {
        if let cycle = Self.path(from: alias.target, to: name, in: graph) {
          let members = Set(cycle).sorted().map { "`--\($0)`" }.joined(separator: ", ")
          report(
            .aliasCycle, "token `--\(name)` is an alias of itself, through \(members)",
            alias.start, alias.end, notes: ["the tokens in the cycle: \(members)"])
          drop(aliasOf: name, to: alias.target)
        } else if (depths[alias.target] ?? 0) + 1 > limits.aliasDepth {
          report(
            .aliasTooDeep,
            "token `--\(name)` is an alias more than \(limits.aliasDepth) deep",
            alias.start, alias.end)
          drop(aliasOf: name, to: alias.target)
        }
      }
    }
  }

  /// The tokens on a path of aliases from one token to another, both included, if there
  /// is one.
  static func path(
    from start: String, to end: String, in graph: [String: [String]]
  )
    -> [String]?
  {
    var previous: [String: String] = [:]
    var queue = [start]
    var seen: Set<String> = [start]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      if current == end {
        var path = [current]
        while let before = previous[path[path.count - 1]] { path.append(before) }
        return path.reversed()
      }
      for next in graph[current] ?? [] where seen.insert(next).inserted {
        previous[next] = current
        queue.append(next)
      }
    }
    return nil
  }

  private mutating func drop(aliasOf name: String, to target: String) {
    definitions[name]?.removeAll {
      if case .alias(let each) = $0.value { return each == target }
      return false
    }
    if definitions[name]?.isEmpty == true { definitions[name] = nil }
    tokenValues.removeAll { $0.token == name && $0.value == .token(target, fallback: nil) }
  }
}
