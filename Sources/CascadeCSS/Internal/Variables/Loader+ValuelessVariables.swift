internal import Cascade

extension Loader {
  /// Leaves out what reads a sheet's own property that has no value: every value it was
  /// given had an error, or was an alias the sheet dropped. Printed, such a sheet would not
  /// declare the property, and its uses would read an unknown name; so they are reported
  /// as unknown here too, and left out where that would leave them out: an alias, and a
  /// `var()` without a fallback. A `var()` with one keeps it, with a warning. An alias
  /// left out may leave another property without a value, in turn.
  ///
  /// - Complexity: O(*v* + *d*) for *v* values and *d* declarations of rules: each alias is
  ///   left out at most once, and the rules are filtered once.
  mutating func dropUsesOfValuelessVariables() {
    var valueless = variableState.variables.compactMap { name, variable in
      variable.binding != nil && variableState.definitions[name] == nil ? name : nil
    }
    guard !valueless.isEmpty else { return }
    valueless.sort()
    var aliasedBy: [String: [String]] = [:]
    for (source, aliases) in variableState.aliasLocations {
      for target in Set(aliases.map(\.target)) { aliasedBy[target, default: []].append(source) }
    }
    var gone = Set(valueless)
    var leaving: Set<[String]> = []
    var next = 0
    while next < valueless.count {
      let target = valueless[next]
      next += 1
      for source in (aliasedBy[target] ?? []).sorted() {
        steps += 1
        guard let before = variableState.definitions[source] else { continue }
        let kept = before.filter {
          if case .alias(target) = $0.value { return false }
          return true
        }
        guard kept.count < before.count else { continue }
        leaving.insert([source, target])
        for alias in variableState.aliasLocations[source] ?? [] where alias.target == target {
          report(
            .unknownToken, "custom property `--\(target)` has no value", alias.start, alias.end,
            notes: ["each value the sheet gave `--\(target)` had an error"])
        }
        variableState.definitions[source] = kept.isEmpty ? nil : kept
        if kept.isEmpty, variableState.variables[source] != nil, gone.insert(source).inserted {
          valueless.append(source)
        }
      }
    }
    output.tokenDeclarations.removeAll {
      if case .token(let target, fallback: nil) = $0.value {
        return leaving.contains([$0.token, target])
      }
      return false
    }
    dropRuleUses(of: gone)
  }

  /// Reports the uses in rules of properties that have no value, and leaves out those
  /// without a fallback.
  private mutating func dropRuleUses(of gone: Set<String>) {
    var reported: Set<Int> = []
    // A declaration read as several types records its use once for each.
    for use in variableState.variableUses
    where gone.contains(use.name) && reported.insert(use.token).inserted {
      steps += 1
      let severity: TextDiagnostic.Severity = use.hasFallback ? .warning : .error
      var notes = ["each value the sheet gave `--\(use.name)` had an error"]
      if use.hasFallback { notes.append("`var()` uses its fallback in the property's place") }
      reportAt(
        use.token, .unknownToken, "custom property `--\(use.name)` has no value", notes: notes,
        severity: severity)
    }
    let dropped = { (value: CSSDeclaredValue) -> Bool in
      if case .token(let name, fallback: nil) = value { return gone.contains(name) }
      return false
    }
    output.rules = output.rules.map { rule in
      steps += rule.declarations.count
      guard rule.declarations.contains(where: { dropped($0.value) }) else { return rule }
      return CSSRule(
        selectors: rule.selectors, layer: rule.layer, condition: rule.condition,
        declarations: rule.declarations.filter { !dropped($0.value) }, location: rule.location,
        nesting: rule.nesting, placement: rule.placement)
    }
    output.pendingRules = output.pendingRules.map { rule in
      steps += rule.declarations.count
      let kept = rule.declarations.filter {
        if case .token(let binding, fallback: nil) = $0.1 { return !gone.contains(binding.cssName) }
        return true
      }
      guard kept.count < rule.declarations.count else { return rule }
      return PendingRule(
        layer: rule.layer, type: rule.type, selector: rule.selector, declarations: kept,
        location: rule.location)
    }
  }
}
