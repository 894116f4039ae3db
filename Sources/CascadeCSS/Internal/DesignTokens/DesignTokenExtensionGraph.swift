extension Substring {
  /// The path of the group that holds the token or group at this path, or `nil` at the top
  /// level: `color.brand` for `color.brand.primary`. By bytes, since a `.` before a
  /// combining mark is one character with it, and still a separator.
  var enclosingGroupPath: Substring? {
    utf8.lastIndex(of: UInt8(ascii: ".")).map { self[..<$0] }
  }
}

/// The groups of a design token file and what each needs before it is complete: the group
/// its `$extends` names, and each group it holds. Sorted, each group comes after all it
/// needs; those on a cycle of `$extends`, and those that need one, are left.
struct ExtensionGraph {
  let groups: [String]
  var number: [String: Int] = [:]
  /// Each group's `$extends`, by the group's path.
  var extensions: [String: GroupExtension] = [:]
  /// What each group needs, by number.
  private var needs: [[Int]]
  /// The groups in an order where each comes after all it needs.
  private(set) var order: [String] = []
  /// The groups that no order completes: on a cycle of `$extends`, or needing one that is.
  private(set) var left: [String] = []
  /// The loop iterations taken, for ``WorkCounter``.
  private(set) var steps = 0

  init(groups: [String]) {
    self.groups = groups
    needs = Array(repeating: [], count: groups.count)
    for (index, path) in groups.enumerated() { number[path] = index }
    for (index, path) in groups.enumerated() {
      // A top-level group's holder is the file, whose path is empty, where it has members
      // of its own: the file's `$extends` comes after its groups' own.
      guard !path.isEmpty, let parent = number[String(path[...].enclosingGroupPath ?? "")]
      else { continue }
      needs[parent].append(index)
    }
    steps += 2 * groups.count
  }

  /// Adds a group's `$extends` of a group the file has.
  mutating func add(_ declaration: GroupExtension) {
    guard let group = number[declaration.group], let target = number[declaration.target] else {
      return
    }
    extensions[declaration.group] = declaration
    needs[group].append(target)
  }

  /// Orders the groups, leaving out those on cycles.
  mutating func sort() {
    let sorted = DependencyOrder(needs: needs)
    order = sorted.order.map { groups[$0] }
    left = sorted.left.map { groups[$0] }
    steps += sorted.steps
  }
}

/// The tokens of a file by path, and by each group that holds them, at any depth: what
/// `$extends` copies from, and what it must not overwrite.
struct TokenIndex {
  private var tokens: Set<String> = []
  private var groups: Set<String> = []
  private var under: [String: [Int]] = [:]
  /// The group whose `$extends` gave each inherited token, by the token's index.
  private var givers: [Int: String] = [:]
  /// The loop iterations taken, for ``WorkCounter``.
  private(set) var steps = 0

  init(tokens: [DesignToken], groups: [DesignTokenGroup]) {
    self.groups = Set(groups.map(\.path))
    for (index, token) in tokens.enumerated() { add(token.path, at: index) }
    steps += groups.count
  }

  func isToken(_ path: String) -> Bool { tokens.contains(path) }

  /// Whether a group above `group` gave the token, through its own `$extends`: a group
  /// that extends `group` does not inherit it, so that what a group inherits never depends
  /// on whether the group above its target was extended first.
  func wasGiven(_ token: Int, above group: String) -> Bool {
    guard let giver = givers[token] else { return false }
    return giver.isEmpty ? !group.isEmpty : group.utf8.starts(with: (giver + ".").utf8)
  }

  /// The tokens the group holds, at any depth, by index.
  func tokens(under group: String) -> [Int] { under[group] ?? [] }

  /// Whether a token or group is at the path, a token below it (which makes it a group,
  /// though none is written there), or a token at a group of it below `group`: the
  /// extending group's own, which the extended group's do not override.
  mutating func isTaken(_ path: String, below group: String) -> Bool {
    if tokens.contains(path) || groups.contains(path) || under[path] != nil { return true }
    var prefix = path[...]
    while let parent = prefix.enclosingGroupPath, prefix.utf8.count > group.utf8.count {
      steps += 1
      prefix = parent
      if prefix.utf8.count > group.utf8.count, tokens.contains(String(prefix)) { return true }
    }
    return false
  }

  /// Adds a token at an index: to the paths, and to each group above it.
  ///
  /// - Parameters:
  ///   - path: The token's path.
  ///   - index: Its index in the file's tokens.
  ///   - giver: The group whose `$extends` gave it, if it is inherited.
  mutating func add(_ path: String, at index: Int, givenBy giver: String? = nil) {
    if let giver { givers[index] = giver }
    tokens.insert(path)
    var prefix = path[...]
    while let parent = prefix.enclosingGroupPath {
      steps += 1
      prefix = parent
      under[String(prefix), default: []].append(index)
    }
    steps += 1
  }
}
