import CascadeCSS
import CascadeReferenceModel
import Testing

/// `$extends` and aliases in random small files, against a model written from the format's
/// words rather than from the reader: a group is complete once the groups it holds and the
/// group it extends are; it then holds each token of that group at a path it has nothing
/// at, neither a token, nor a group, nor a token above or below the path, but for those a
/// group above that group inherited into it; a group that needs itself, through any chain,
/// extends nothing. An alias resolves by following the chain to a number.
@Suite struct DesignTokenExtendsModelTests {
  /// The groups a file may have, each after its holder.
  private static let groupPaths = ["a", "b", "c", "a.n", "b.n", "c.n", "a.n.m"]
  /// The token names a group may hold: `n` and `m` are also groups' names, so a token of one group
  /// meets a group of another at the same relative path.
  private static let tokenNames = ["x", "y", "n", "m"]

  /// A file as the model sees it: groups, their `$extends`, and tokens, each a number or
  /// an alias.
  private struct File {
    /// The groups written, the file's top level (`""`) among them.
    var groups: Set<String> = [""]
    var extends: [String: String] = [:]
    var tokens: [String: Value] = [:]

    enum Value: Equatable {
      case number(Int)
      case alias(String)
    }
  }

  private static func randomFile(_ random: inout SeededGenerator) -> File {
    var file = File()
    for path in groupPaths where Int.random(in: 0..<3, using: &random) > 0 {
      let holder = path.split(separator: ".").dropLast().joined(separator: ".")
      if holder.isEmpty || file.groups.contains(holder) { file.groups.insert(path) }
    }
    let groups = file.groups.sorted()
    // What `$extends` and aliases name: a group, or the top level's tokens (`""`).
    let targets = groups.filter { !$0.isEmpty }
    var number = 0
    for group in groups {
      if !targets.isEmpty, Int.random(in: 0..<(group.isEmpty ? 5 : 2), using: &random) == 0 {
        file.extends[group] = random.element(of: targets)
      }
      for name in tokenNames where Int.random(in: 0..<3, using: &random) == 0 {
        let path = group.isEmpty ? name : group + "." + name
        guard !file.groups.contains(path) else { continue }
        if Int.random(in: 0..<4, using: &random) == 0 {
          let target = random.element(of: groups)
          let name = random.element(of: tokenNames)
          file.tokens[path] = .alias(target.isEmpty ? name : target + "." + name)
        } else {
          number += 1
          file.tokens[path] = .number(number)
        }
      }
    }
    return file
  }

  /// The file as JSON, every token a `number`; each object's members in the order of their
  /// names, or the reverse: what a group inherits does not depend on the order.
  private static func json(_ file: File, reversed: Bool) -> String {
    func members(of group: String) -> [String] {
      var list: [String] = []
      if let target = file.extends[group] { list.append("\"$extends\": \"{\(target)}\"") }
      let prefix = group.isEmpty ? "" : group + "."
      for (path, value) in file.tokens.sorted(by: { ($0.key < $1.key) != reversed })
      where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains(".") {
        let written: String
        switch value {
        case .number(let number): written = "\(number)"
        case .alias(let target): written = "\"{\(target)}\""
        }
        list.append("\"\(path.dropFirst(prefix.count))\": {\"$value\": \(written)}")
      }
      for child in file.groups.sorted(by: { ($0 < $1) != reversed })
      where !child.isEmpty && child.hasPrefix(prefix)
        && !child.dropFirst(prefix.count).contains(".")
      {
        list.append(
          "\"\(child.dropFirst(prefix.count))\": {" + members(of: child).joined(separator: ", ")
            + "}")
      }
      return list
    }
    return "{" + (["\"$type\": \"number\""] + members(of: "")).joined(separator: ", ") + "}"
  }

  /// The model: each group completed after what it needs, by a walk that marks the groups
  /// on the way; one met again on the way needs itself.
  private static func extended(_ file: File) -> [String: File.Value] {
    var tokens = file.tokens
    var givers: [String: String] = [:]  // the group whose `$extends` gave each token
    var state: [String: Bool] = [:]  // false while on the way, then whether it is complete
    func holder(of path: String) -> String {
      path.split(separator: ".").dropLast().joined(separator: ".")
    }
    func complete(_ group: String) -> Bool {
      if let done = state[group] { return done }
      state[group] = false
      var isComplete = true
      for child in file.groups where !child.isEmpty && holder(of: child) == group {
        isComplete = complete(child) && isComplete
      }
      let target = file.extends[group].flatMap { file.groups.contains($0) ? $0 : nil }
      if let target { isComplete = complete(target) && isComplete }
      state[group] = isComplete
      guard isComplete, let target else { return isComplete }
      for (path, value) in tokens.sorted(by: { $0.key < $1.key })
      where path.hasPrefix(target + ".") && !Self.isGiven(path, above: target, givers) {
        let relative = path.dropFirst(target.count + 1)
        let copy = group.isEmpty ? String(relative) : group + "." + relative
        let above = sequence(first: holder(of: copy), next: { $0.isEmpty ? nil : holder(of: $0) })
          .prefix { $0.count > group.count }
        let isTaken =
          tokens[copy] != nil || file.groups.contains(copy)
          || tokens.keys.contains { $0.hasPrefix(copy + ".") }
          || above.contains { tokens[$0] != nil }
        if !isTaken {
          tokens[copy] = value
          givers[copy] = group
        }
      }
      return true
    }
    _ = complete("")
    for group in file.groups { _ = complete(group) }
    return tokens
  }

  /// Whether a group above `group` gave the token at `path` through its `$extends`.
  private static func isGiven(
    _ path: String, above group: String, _ givers: [String: String]
  )
    -> Bool
  {
    guard let giver = givers[path] else { return false }
    return giver.isEmpty || group.hasPrefix(giver + ".")
  }

  private static func resolved(_ path: String, in tokens: [String: File.Value]) -> Int? {
    var path = path
    var seen: Set<String> = []
    while seen.insert(path).inserted {
      switch tokens[path] {
      case .number(let number)?: return number
      case .alias(let target)?: path = target
      case nil: return nil
      }
    }
    return nil
  }

  @Test func randomFilesExtendAndResolveAsTheModelSays() {
    var checked = 0
    for seed in 0..<400 {
      var random = SeededGenerator(seed: UInt64(seed))
      let model = Self.randomFile(&random)
      let expected = Self.extended(model)
      for reversed in [false, true] {
        let text = Self.json(model, reversed: reversed)
        let file = DesignTokenFile(parsing: text, named: "t.tokens.json")
        // Past the bound on inherited tokens, the reader leaves some out, as it reports.
        guard !file.diagnostics.contains(where: { $0.code == .inputTooLarge }) else { continue }
        checked += 1
        Self.compare(file, with: expected, seed: seed, text: text)
      }
    }
    #expect(checked >= 600)
  }

  private static func compare(
    _ file: DesignTokenFile, with expected: [String: File.Value], seed: Int, text: String
  ) {
    #expect(Set(file.tokens.map(\.path)) == Set(expected.keys), "seed \(seed): \(text)")
    for path in expected.keys.sorted() {
      let value = Self.resolved(path, in: expected).map { JSONValue.number(Double($0)) }
      #expect(file.resolvedValue(of: path) == value, "seed \(seed), `\(path)`: \(text)")
    }
    let codes: Set<TextDiagnostic.Code> = [.aliasCycle, .unknownToken, .invalidValue]
    #expect(
      file.diagnostics.allSatisfy { codes.contains($0.code) },
      "seed \(seed): \(file.formattedDiagnostics) \(text)")
  }
}
