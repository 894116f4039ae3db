internal import Cascade

extension Loader {
  /// `--name: value` in `:root`: a value for a registered token, of its type, or an alias
  /// of another token of that type; or a value of the sheet's own custom property, read
  /// once the sheet has given it its type.
  mutating func defineToken(_ declaration: Declaration, in scope: Scope) {
    guard let name = customName(declaration.nameToken) else {
      reportAt(
        declaration.nameToken, .syntax, "`:root` gives token values only: `--name: value`")
      return
    }
    if vocabulary.tokens[name] == nil, variableState.variables[name] != nil {
      deferVariableValue(declaration, named: name, in: scope)
      return
    }
    guard let binding = token(named: name, at: declaration.nameToken) else { return }
    let range = declaration.value
    let location = location(of: declaration.nameToken)
    var text: CSSDeclaredValue
    var value: BoundDefinition.Value
    if let arguments = wholeVar(range) {
      let arguments = trimmed(arguments)
      guard arguments.count == 1, let target = customName(arguments.lowerBound) else {
        reportAt(
          range.lowerBound, .syntax, "an alias is `var(--name)`, without a fallback")
        return
      }
      if vocabulary.tokens[target] == nil, variableState.variables[target] != nil {
        // An alias of the sheet's own property gives it the token's type, once the sheet's
        // uses have given theirs; it takes its place now, among the token's values.
        variableState.pendingVariableValues.append(
          PendingVariableValue(
            name: name, scope: scope, declaration: declaration, aliasTarget: target,
            position: output.tokenDeclarations.count,
            placed: (
              definition: variableState.definitions[name]?.count ?? 0,
              tokenValue: output.tokenDeclarations.count
            )))
      } else {
        guard let other = token(named: target, at: arguments.lowerBound) else { return }
        guard other.valueType == binding.valueType else {
          reportAt(
            arguments.lowerBound, .tokenTypeMismatch,
            "token `--\(target)` is \(other.valueType), but `--\(name)` is \(binding.valueType)")
          return
        }
      }
      text = .token(target, fallback: nil)
      value = .alias(target)
      variableState.aliasLocations[name, default: []].append(
        (target, tokens[range.lowerBound].start, tokens[range.upperBound - 1].end))
    } else {
      guard let literal = literal(range, of: binding.valueType, for: "--\(name)") else { return }
      text = .literal(literal)
      value = .literal(literal)
    }
    output.tokenDeclarations.append(
      CSSTokenDeclaration(
        token: name, theme: scope.theme, condition: scope.condition, value: text,
        location: location, layer: scope.layer, placement: scope.placement))
    variableState.definitions[name, default: []].append(
      BoundDefinition(
        theme: scope.theme, condition: scope.condition, layer: scope.layer, value: value))
  }

  /// Reports aliases that lead back to themselves or run deeper than the limit, and
  /// drops them, so that resolving a token always ends.
  ///
  /// - Complexity: O(*a* log *a* + *v*) for *a* aliases and *v* token values: the names
  ///   sorted once, one pass over the alias graph for its cycles and one for its depths,
  ///   and one pass to drop what is reported; every message is of a bounded length.
  mutating func checkAliases() {
    var names = variableState.aliasLocations.keys.sorted()
    var number = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    var edges: [[Int]] = []
    var steps = names.count
    for name in names {
      edges.append([])
      for alias in variableState.aliasLocations[name] ?? [] {
        steps += 1
        if number[alias.target] == nil {
          number[alias.target] = names.count
          names.append(alias.target)
        }
        edges[edges.count - 1].append(number[alias.target] ?? 0)
      }
    }
    edges += Array(repeating: [], count: names.count - edges.count)
    let graph = AliasGraph(edges: edges)
    let depths = graph.depths()
    // Finding the depths visits each token and each alias once, as numbering them did.
    steps = 2 * steps + graph.steps
    let limit = limits.aliasDepth
    // Whether an alias goes is a matter of its two ends alone, so that the definitions and
    // values of those that go can be found without a list of them.
    let goes = { (source: Int, target: Int) in
      graph.isOnCycle(from: source, to: target) || depths[target] + 1 > limit
    }
    var cycleNames: [Int: String] = [:]
    for (source, targets) in edges.enumerated() {
      steps += 1 + targets.count
      guard targets.contains(where: { goes(source, $0) }) else { continue }
      let name = names[source]
      for (alias, target) in zip(variableState.aliasLocations[name] ?? [], targets) {
        if graph.isOnCycle(from: source, to: target) {
          let component = graph.component[source]
          let members =
            cycleNames[component]
            ?? AliasGraph.naming(graph.components[component].map { "--\(names[$0])" }.sorted())
          if cycleNames.updateValue(members, forKey: component) == nil {
            steps += graph.components[component].count
          }
          report(
            .aliasCycle, "token `--\(name)` is an alias of itself, through \(members)",
            alias.start, alias.end, notes: ["the tokens in the cycle: \(members)"])
        } else if goes(source, target) {
          report(
            .aliasTooDeep, "token `--\(name)` is an alias more than \(limit) deep", alias.start,
            alias.end)
        }
      }
    }
    steps += dropAliases {
      guard let source = number[$0], let target = number[$1] else { return false }
      return goes(source, target)
    }
    WorkCounter.record(steps)
  }

  /// Drops the aliases that `goes` picks by their token and target: one pass over the
  /// definitions of the tokens that have aliases, and one over the token values.
  ///
  /// - Returns: The steps it took.
  private mutating func dropAliases(where goes: (String, String) -> Bool) -> Int {
    var steps = output.tokenDeclarations.count
    for name in variableState.aliasLocations.keys {
      steps += variableState.definitions[name]?.count ?? 0
      variableState.definitions[name]?.removeAll {
        if case .alias(let target) = $0.value { return goes(name, target) }
        return false
      }
      if variableState.definitions[name]?.isEmpty == true { variableState.definitions[name] = nil }
    }
    output.tokenDeclarations.removeAll {
      if case .token(let target, fallback: nil) = $0.value { return goes($0.token, target) }
      return false
    }
    return steps
  }
}
