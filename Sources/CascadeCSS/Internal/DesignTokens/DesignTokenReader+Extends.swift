/// A group's `$extends`, as read: the group, the group it names, and where.
struct GroupExtension {
  let group: String
  let target: String
  let start: Int
  let end: Int

  /// The group's name in a message: its path, or "(the file)" for the top level.
  var groupName: String { DesignTokenReader.groupName(group) }
}

extension DesignTokenReader {
  /// The most tokens that the file's `$extends` may give its groups, for each token the file
  /// writes: each group can extend one that extends another, so without a bound a chain of
  /// *n* groups of one token each would give *n*²/2 tokens.
  static let inheritedTokensPerToken = 4

  /// A group's name in a message: its path, or "(the file)" for the file's top level,
  /// whose path is empty.
  static func groupName(_ path: String) -> String { path.isEmpty ? "(the file)" : path }

  /// Reads a group's `$extends`: a reference to a group, `"{button}"`.
  mutating func readExtends(
    _ member: JSONNode.Member, of dotted: String, into group: inout DesignTokenGroup
  ) {
    guard let text = member.value.string, let target = DesignTokenFile.reference(text) else {
      let written = member.value.string ?? ""
      report(
        .invalidValue,
        "`$extends` of group `\(Self.groupName(dotted))` is not a reference to a group: `{group}`",
        member.value.start, member.value.end, expected: "a reference to a group, `{group}`",
        suggestion: written.isEmpty || written.contains("{") ? nil : "{\(written)}")
      return
    }
    group.extends = target
    extensions.append(
      GroupExtension(
        group: dotted, target: target, start: member.value.start, end: member.value.end))
  }

  /// Gives each group that extends another the other's tokens it does not override, as
  /// `$extends` says: a deep merge, in an order where each group comes after the groups it
  /// extends and after those inside them that extend others. Groups on a cycle of
  /// `$extends` are reported and extend nothing.
  ///
  /// - Complexity: O(*n* × *d*) steps for *n* tokens and groups, and those inherited,
  ///   nested *d* deep (at most the nesting limit), each step hashing a path of at most
  ///   ``maximumPathBytes``; the inherited tokens are at most ``inheritedTokensPerToken``
  ///   times those written, and each is resolved from its source without reading its value.
  mutating func resolveExtensions() {
    guard !extensions.isEmpty else { return }
    var index = TokenIndex(tokens: file.tokens, groups: file.groups)
    var graph = ExtensionGraph(groups: file.groups.map(\.path))
    for declaration in extensions { checkTarget(of: declaration, in: &graph, index: index) }
    graph.sort()
    var budget = Self.inheritedTokensPerToken * max(file.tokens.count, 1)
    var extendedTypes: [String: DeclaredType] = [:]
    for group in graph.order {
      guard let declaration = graph.extensions[group] else { continue }
      if groupTypes[group] == nil,
        let type = typeGiven(at: declaration.target, extendedTypes: extendedTypes)
      {
        extendedTypes[group] = type
        give(type, toTokensUnder: group, index: index, extendedTypes: extendedTypes)
      }
      inherit(declaration, into: &index, budget: &budget)
    }
    steps += graph.steps + index.steps
    reportCycles(in: graph)
  }

  private mutating func checkTarget(
    of declaration: GroupExtension, in graph: inout ExtensionGraph, index: TokenIndex
  ) {
    guard graph.number[declaration.target] != nil else {
      let isToken = index.isToken(declaration.target)
      report(
        .unknownToken,
        isToken
          ? "`$extends` of group `\(declaration.groupName)` names the token `\(declaration.target)`: a group extends a group"
          : "`$extends` of group `\(declaration.groupName)` names `\(declaration.target)`, which the file does not have as a group",
        declaration.start, declaration.end,
        // A suggestion reads every group: the reader's budget of them bounds that work.
        suggestion: isToken || suggestionsLeft <= 0
          ? nil : Suggestions.nearest(to: declaration.target, among: graph.groups)
      )
      if !isToken { suggestionsLeft -= 1 }
      return
    }
    graph.add(declaration)
  }

  /// The `$type` that a group gives the tokens it holds: its own, else that of the group
  /// it extends, else its nearest group's.
  private mutating func typeGiven(
    at group: String, extendedTypes: [String: DeclaredType]
  ) -> DeclaredType? {
    var path: Substring? = group[...]
    while let current = path {
      steps += 1
      if let type = groupTypes[String(current)] ?? extendedTypes[String(current)] { return type }
      path = current.enclosingGroupPath
    }
    return nil
  }

  /// Gives the type of the group an extending group extends to each of the extending
  /// group's own tokens that no `$type` between it and the group reaches: after extension,
  /// the group's type is the extended one's.
  private mutating func give(
    _ type: DeclaredType, toTokensUnder group: String, index: TokenIndex,
    extendedTypes: [String: DeclaredType]
  ) {
    for token in index.tokens(under: group) where file.tokens[token].ownType == nil {
      var path = file.tokens[token].path[...]
      var isReached = false
      while let parent = path.enclosingGroupPath, parent.utf8.count > group.utf8.count {
        steps += 1
        path = parent
        if groupTypes[String(path)] != nil || extendedTypes[String(path)] != nil {
          isReached = true
          break
        }
      }
      guard !isReached, file.tokens[token].extendedFrom == nil else { continue }
      writtenTokens[file.tokens[token].path]?.type = type
      file.tokens[token].type = DesignTokenType(rawValue: type.name)
    }
  }

  /// Gives the group the tokens of the group it extends that it has none at the path of:
  /// those written in it, and those that it and the groups inside it inherit, but not those
  /// a group above it inherits into it.
  private mutating func inherit(
    _ declaration: GroupExtension, into index: inout TokenIndex, budget: inout Int
  ) {
    let prefix = declaration.target + "."
    for source in index.tokens(under: declaration.target) {
      steps += 1
      let relative = String(
        decoding: file.tokens[source].path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
      let path = declaration.group.isEmpty ? String(relative) : declaration.group + "." + relative
      // Each token looked at costs the budget, overridden or not, so that groups that
      // override a large group's tokens cannot take work the budget does not count.
      guard budget > 0, path.utf8.count <= Self.maximumPathBytes else {
        report(
          .inputTooLarge,
          "`$extends` of group `\(declaration.groupName)` gives more tokens than the file can hold: "
            + "`\(path.prefix(40))` and those after it are left out",
          declaration.start, declaration.end)
        return
      }
      budget -= 1
      guard !index.wasGiven(source, above: declaration.target) else { continue }
      guard !index.isTaken(path, below: declaration.group) else {
        checkOverride(of: file.tokens[source].path, by: path, in: declaration, index: index)
        continue
      }
      copy(source, to: path, for: declaration, into: &index)
    }
  }

  /// Reports a token of the extending group that overrides one of the extended group's
  /// with a value of another `$type`, and leaves it out: the group no longer satisfies the
  /// one it extends.
  private mutating func checkOverride(
    of inherited: String, by path: String, in declaration: GroupExtension, index: TokenIndex
  ) {
    guard index.isToken(path), let own = writtenTokens[path]?.type?.name,
      let theirs = writtenTokens[inherited]?.type?.name, own != theirs,
      let name = writtenTokens[path]?.name
    else { return }
    report(
      .tokenTypeMismatch,
      "token `\(path)` is a `\(own)`, but it overrides `\(inherited)`, a `\(theirs)`, of the "
        + "group `\(declaration.target)` that `\(declaration.groupName)` extends",
      name.start, name.end, expected: theirs)
    failedPaths.insert(path)
  }

  private mutating func copy(
    _ source: Int, to path: String, for declaration: GroupExtension, into index: inout TokenIndex
  ) {
    var token = file.tokens[source]
    let sourcePath = token.path
    token.path = path
    token.extendedFrom = sourcePath
    writtenTokens[path] = writtenTokens[sourcePath].map { source in
      var inherited = source
      inherited.name = (declaration.start, declaration.end)
      return inherited
    }
    index.add(path, at: file.tokens.count, givenBy: declaration.group)
    file.tokens.append(token)
  }

  private mutating func reportCycles(in graph: ExtensionGraph) {
    for group in graph.left {
      guard let declaration = graph.extensions[group] else { continue }
      report(
        .aliasCycle,
        "`$extends` of group `\(declaration.groupName)` is circular, or leads to a group whose `$extends` is",
        declaration.start, declaration.end,
        notes: ["a group cannot extend itself, a group it holds, or a group that extends it"])
    }
  }
}
