extension DesignTokenReader {
  /// Checks each token's type and aliases, and resolves the values of those that load, in
  /// an order where every alias's target comes first: no recursion, so no input can run
  /// the stack out. A token left with unresolved targets is on a cycle or leads into one.
  mutating func resolveTokens() {
    let known = Set(file.tokens.map(\.path))
    var state = Resolution()
    state.failed = failedPaths
    for token in file.tokens where token.isDeprecated {
      state.deprecations[token.path] = token.deprecationMessage
    }
    state.aliasTargets = Dictionary(
      file.tokens.map { ($0.path, $0.aliasTarget) }, uniquingKeysWith: { first, _ in first })
    for token in file.tokens {
      // A token a group inherits through `$extends` has its source's value, read and
      // checked once, at the token that wrote it: it waits for that one and takes its
      // outcome. A copy comes after its source, so a copy of a copy finds the writer here.
      if let source = token.extendedFrom {
        let writer = state.sources[source] ?? source
        state.references[token.path] = [writer]
        state.sources[token.path] = writer
        continue
      }
      state.references[token.path] = Self.references(in: token.value)
      checkType(of: token, into: &state)
    }
    for token in file.tokens
    where token.extendedFrom == nil && !state.failed.contains(token.path) {
      checkTargets(of: token.path, known: known, into: &state)
    }
    // Each path is one token's: the JSON reader refuses a key written twice, and a group
    // inherits no token at a path it has.
    var number: [String: Int] = [:]
    for (index, token) in file.tokens.enumerated() { number[token.path] = index }
    let sorted = DependencyOrder(
      needs: file.tokens.map { (state.references[$0.path] ?? []).compactMap { number[$0] } })
    for index in sorted.order { finish(file.tokens[index].path, into: &state) }
    let left = sorted.left.map { file.tokens[$0].path }
    // And the other passes over every token: for alias targets, types, targets, numbers
    // and those left.
    steps += sorted.steps + 5 * file.tokens.count
    reportCycles(among: left, state: &state)
    for index in file.tokens.indices {
      // A type the format has but Cascade does not read stays as parsed.
      file.tokens[index].type = state.types[file.tokens[index].path] ?? file.tokens[index].type
    }
  }

  struct Resolution {
    var failed: Set<String> = []
    var types: [String: DesignTokenType] = [:]
    var references: [String: [String]] = [:]
    /// Each token's whole-value alias target, found once rather than by a search per token.
    var aliasTargets: [String: String?] = [:]
    /// The token that wrote each inherited token's value, by the inherited token's path:
    /// the source of its source, through a chain of `$extends`.
    var sources: [String: String] = [:]
    /// How deep each resolved value nests: an alias's value holds its target's whole.
    var nesting: [String: Int] = [:]
    var reportedTypePlaces: Set<Int> = []
    /// The explanation of each deprecated token, by path: `nil` where it gives none.
    var deprecations: [String: String?] = [:]
  }

  private mutating func checkType(of token: DesignToken, into state: inout Resolution) {
    let path = token.path
    // A whole-value alias without a `$type` of its own takes its target's type before its
    // group's, as the format says: `finish` gives it.
    let isAlias = (state.aliasTargets[path] ?? nil) != nil
    let isUntypedAlias = isAlias && token.ownType == nil
    guard let declared = isUntypedAlias ? nil : writtenTokens[path]?.type else {
      if !isAlias {
        let name = writtenTokens[path]?.name ?? (start: 0, end: 0)
        report(
          .missingTokenType, "token `\(path)` has no `$type`, on it or on a group of it",
          name.start, name.end)
        state.failed.insert(path)
      }
      return
    }
    guard let type = DesignTokenType(rawValue: declared.name), type.isSupported else {
      state.failed.insert(path)
      // A group's type is reported once, not for each of its tokens.
      guard state.reportedTypePlaces.insert(declared.start).inserted else { return }
      if let type = DesignTokenType(rawValue: declared.name) {
        report(
          .unsupportedTokenType,
          "token `\(path)` is of type `\(type.rawValue)`, which Cascade does not read",
          declared.start, declared.end,
          notes: [
            "Cascade reads color, dimension, number, fontFamily, fontWeight, typography, shadow and border"
          ])
      } else {
        report(
          .unknownTokenType,
          "token `\(path)` has the type `\(declared.name)`, which the format does not have",
          declared.start, declared.end,
          suggestion: Suggestions.nearest(
            to: declared.name, among: DesignTokenType.allCases.map(\.rawValue)))
      }
      return
    }
    state.types[path] = type
  }

  private mutating func checkTargets(
    of path: String, known: Set<String>, into state: inout Resolution
  ) {
    let value = writtenTokens[path]?.value
    let (start, end) = (value?.start ?? 0, value?.end ?? 0)
    for target in state.references[path] ?? [] {
      if known.contains(target) {
        warnOfDeprecation(of: target, in: path, state: state)
        continue
      }
      state.failed.insert(path)
      // A group with a root token is not a token, but its root is.
      if known.contains(target + ".$root") {
        return report(
          .unknownToken,
          "token `\(path)` is an alias of the group `\(target)`: an alias names a token, and "
            + "the group's root token is `\(target).$root`", start, end,
          suggestion: "{\(target).$root}")
      }
      suggestionsLeft -= 1
      return report(
        .unknownToken, "token `\(path)` is an alias of `\(target)`, which the file does not have",
        start, end,
        suggestion: suggestionsLeft >= 0 ? Suggestions.nearest(to: target, among: known) : nil)
    }
  }

  /// Warns of an alias of a deprecated token, with what its `$deprecated` says.
  private mutating func warnOfDeprecation(
    of target: String, in path: String, state: Resolution
  ) {
    guard let message = state.deprecations[target] else { return }
    let value = writtenTokens[path]?.value
    report(
      .deprecatedToken,
      "token `\(path)` is an alias of `\(target)`, which is deprecated"
        + DesignToken.quotedDeprecation(message), value?.start ?? 0, value?.end ?? 0,
      severity: .warning)
  }

  /// Gives an inherited token its source's resolved value and type, without reading the
  /// value again: O(1), where reading it is O(size of the value), once per group that
  /// extends the source's. A source that did not load was reported; its copies are left
  /// out without a second report of the same place.
  private mutating func inheritOutcome(
    of source: String, by path: String, into state: inout Resolution
  ) {
    // The type too where the value did not load, so that both tokens report one type.
    state.types[path] = state.types[source]
    guard !state.failed.contains(source), let value = file.resolved[source],
      let type = file.resolvedTypes[source]
    else {
      state.failed.insert(path)
      return
    }
    file.resolved[path] = value
    file.resolvedTypes[path] = type
    state.nesting[path] = state.nesting[source]
  }

  /// Resolves a token whose targets are all done: its type and its value. An alias chain
  /// of any length resolves, one token after another.
  private mutating func finish(_ path: String, into state: inout Resolution) {
    let targets = state.references[path] ?? []
    steps += 1 + targets.count
    guard !state.failed.contains(path) else { return }
    if let source = state.sources[path] {
      return inheritOutcome(of: source, by: path, into: &state)
    }
    let value = writtenTokens[path]?.value
    let (start, end) = (value?.start ?? 0, value?.end ?? 0)
    if let bad = targets.first(where: state.failed.contains) {
      report(
        .invalidValue, "token `\(path)` is an alias of `\(bad)`, which does not load", start, end)
      state.failed.insert(path)
      return
    }
    if let target = state.aliasTargets[path] ?? nil, let targetType = state.types[target] {
      if let own = state.types[path], own != targetType {
        report(
          .tokenTypeMismatch,
          "token `\(path)` is of type `\(own.rawValue)`, but its alias `\(target)` is `\(targetType.rawValue)`",
          start, end)
        state.failed.insert(path)
        return
      }
      state.types[path] = targetType
    }
    guard let type = state.types[path], let written = value?.value,
      checkMemberAliases(of: path, type: type, written, types: state.types)
    else {
      state.failed.insert(path)
      return
    }
    let resolved: (value: JSONValue, nesting: Int)
    switch substituting(written, nesting: state.nesting) {
    case .success(let value): resolved = value
    case .failure(let failure):
      report(
        .unknownToken, "token `\(path)`: \(failure.message)", start, end,
        suggestion: failure.suggestion)
      state.failed.insert(path)
      return
    }
    // Each alias adds its target's nesting to its own: unchecked, a chain could make a
    // value deeper than any reader, printer or release of it can recurse.
    guard resolved.nesting <= limits.nestingDepth else {
      report(
        .nestingTooDeep,
        "token `\(path)`, its aliases resolved, nests more than \(limits.nestingDepth) deep",
        start, end)
      state.failed.insert(path)
      return
    }
    warnOfPoints(in: path, type: type, resolved.value)
    warnOfEmLetterSpacing(in: path, type: type, resolved.value)
    file.resolved[path] = resolved.value
    file.resolvedTypes[path] = type
    state.nesting[path] = resolved.nesting
  }
}
