extension DesignTokenReader {
  /// Checks each token's type and aliases, and resolves the values of those that load, in
  /// an order where every alias's target comes first: no recursion, so no input can run
  /// the stack out. A token left with unresolved targets is on a cycle or leads into one.
  mutating func resolveTokens() {
    let known = Set(file.tokens.map(\.path))
    var state = Resolution()
    state.aliasTargets = Dictionary(
      file.tokens.map { ($0.path, $0.aliasTarget) }, uniquingKeysWith: { first, _ in first })
    for token in file.tokens {
      state.references[token.path] = Self.references(in: token.value)
      checkType(of: token, into: &state)
    }
    for token in file.tokens where !state.failed.contains(token.path) {
      checkTargets(of: token.path, known: known, into: &state)
    }
    var dependents: [String: [String]] = [:]
    var pending: [String: Int] = [:]
    var queue: [String] = []
    for token in file.tokens {
      let targets = (state.references[token.path] ?? []).filter(known.contains)
      pending[token.path] = targets.count
      for target in targets { dependents[target, default: []].append(token.path) }
      if targets.isEmpty { queue.append(token.path) }
      steps += 1 + targets.count
    }
    var head = 0
    while head < queue.count {
      let path = queue[head]
      head += 1
      finish(path, into: &state)
      for dependent in dependents[path] ?? [] {
        pending[dependent, default: 0] -= 1
        if pending[dependent] == 0 { queue.append(dependent) }
      }
      steps += 1 + (dependents[path]?.count ?? 0)
    }
    let left = file.tokens.map(\.path).filter { (pending[$0] ?? 0) > 0 }
    // And the other passes over every token: for alias targets, types, targets and those
    // left.
    steps += 4 * file.tokens.count
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
    var depths: [String: Int] = [:]
    /// How deep each resolved value nests: an alias's value holds its target's whole.
    var nesting: [String: Int] = [:]
    var reportedTypePlaces: Set<Int> = []
  }

  private mutating func checkType(of token: DesignToken, into state: inout Resolution) {
    let path = token.path
    // A whole-value alias without a `$type` of its own takes its target's type before its
    // group's, as the format says: `finish` gives it.
    let isUntypedAlias = token.aliasTarget != nil && token.ownType == nil
    guard let declared = isUntypedAlias ? nil : declaredTypes[path] else {
      if token.aliasTarget == nil {
        let name = nameRanges[path] ?? (0, 0)
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
    for target in state.references[path] ?? [] where !known.contains(target) {
      let value = valueNodes[path]
      suggestionsLeft -= 1
      report(
        .unknownToken, "token `\(path)` is an alias of `\(target)`, which the file does not have",
        value?.start ?? 0, value?.end ?? 0,
        suggestion: suggestionsLeft >= 0 ? Suggestions.nearest(to: target, among: known) : nil)
      state.failed.insert(path)
      return
    }
  }

  /// Resolves a token whose targets are all done: its depth, its type and its value.
  private mutating func finish(_ path: String, into state: inout Resolution) {
    let targets = state.references[path] ?? []
    let depth = (targets.map { state.depths[$0] ?? 0 }.max() ?? -1) + 1
    state.depths[path] = depth
    steps += 1 + targets.count
    guard !state.failed.contains(path) else { return }
    let value = valueNodes[path]
    let (start, end) = (value?.start ?? 0, value?.end ?? 0)
    guard depth <= limits.aliasDepth else {
      report(
        .aliasTooDeep, "token `\(path)` is an alias more than \(limits.aliasDepth) deep", start,
        end)
      state.failed.insert(path)
      return
    }
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
    guard let type = state.types[path], let written = value?.value else {
      state.failed.insert(path)
      return
    }
    let resolved = substituting(written, nesting: state.nesting)
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
    file.resolved[path] = resolved.value
    file.resolvedTypes[path] = type
    state.nesting[path] = resolved.nesting
  }

  /// The value with each reference replaced by its target's resolved value, and how deep
  /// that nests: an array or object one level deeper than its deepest member. It recurses
  /// only as deep as the value was written, which the reader bounds.
  private func substituting(
    _ value: JSONValue, nesting: [String: Int]
  ) -> (value: JSONValue, nesting: Int) {
    switch value {
    case .string(let text):
      guard let target = DesignTokenFile.reference(text), let resolved = file.resolved[target]
      else { return (value, 0) }
      return (resolved, nesting[target] ?? 0)
    case .array(let values):
      let items = values.map { substituting($0, nesting: nesting) }
      return (.array(items.map(\.value)), 1 + (items.map(\.nesting).max() ?? 0))
    case .object(let members):
      let items = members.map { (key: $0.key, item: substituting($0.value, nesting: nesting)) }
      return (
        .object(items.map { ($0.key, $0.item.value) }), 1 + (items.map(\.item.nesting).max() ?? 0)
      )
    default: return (value, 0)
    }
  }

  /// The distinct paths a value refers to, in order.
  static func references(in value: JSONValue) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    var stack = [value]
    while let next = stack.popLast() {
      switch next {
      case .string(let text):
        if let target = DesignTokenFile.reference(text), seen.insert(target).inserted {
          found.append(target)
        }
      case .array(let values): stack += values.reversed()
      case .object(let members): stack += members.map(\.value).reversed()
      default: continue
      }
    }
    return found
  }
}
