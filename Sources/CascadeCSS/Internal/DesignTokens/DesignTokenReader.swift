internal import Cascade

/// Reads a design token file: JSON into groups and tokens, then each token's type and
/// aliases checked and resolved (DesignTokenReader+Aliases.swift).
struct DesignTokenReader {
  var file: DesignTokenFile
  let limits: TextLimits
  /// Each token's type as written, own or inherited, with where it was written.
  var declaredTypes: [String: (name: String, start: Int, end: Int)] = [:]
  var valueNodes: [String: JSONNode] = [:]
  var nameRanges: [String: (start: Int, end: Int)] = [:]
  /// How many more aliases to nothing get a suggestion: each compares the missing name
  /// with every path, so a large file of broken aliases must not make the work quadratic.
  var suggestionsLeft = 100
  /// The loop iterations reading has taken, for ``WorkCounter``.
  var steps = 0
  private var reportedLimit = false

  /// The longest path of a token or group, in UTF-8 bytes. Every token and group keeps its
  /// whole path, so without a bound a long group name over many tokens would be copied
  /// into each of them: O(*n*²) bytes. With it, the paths take at most 256 bytes for each
  /// token or group, each of which takes at least 7 bytes of the file.
  static let maximumPathBytes = 256

  init(file: DesignTokenFile, limits: TextLimits) {
    self.file = file
    self.limits = limits
  }

  mutating func read(_ bytes: [UInt8]) {
    defer { WorkCounter.record(steps) }
    guard bytes.count <= limits.maximumBytes else {
      report(
        .inputTooLarge, "the file is larger than \(limits.maximumBytes) bytes", 0,
        min(bytes.count, 1))
      return
    }
    do {
      let root = try JSONReader.read(bytes, maximumDepth: limits.nestingDepth)
      guard let members = root.members else {
        report(.invalidJSON, "a design token file is a JSON object", root.start, root.end)
        return
      }
      readGroup(members, path: "", inherited: nil, at: root)
      resolveTokens()
    } catch {
      report(error.code, error.message, error.start, error.end, expected: error.expected)
    }
    file.diagnostics.sort { $0.range.start < $1.range.start }
  }

  mutating func report(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    expected: String? = nil, suggestion: String? = nil, notes: [String] = []
  ) {
    guard file.diagnostics.count < limits.maximumDiagnostics else {
      if !reportedLimit {
        reportedLimit = true
        file.diagnostics.append(
          diagnostic(.tooManyDiagnostics, "too many problems; the rest are not shown", start, end))
      }
      return
    }
    file.diagnostics.append(
      diagnostic(
        code, message, start, end, expected: expected, suggestion: suggestion, notes: notes))
  }

  private func diagnostic(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    expected: String? = nil, suggestion: String? = nil, notes: [String] = []
  ) -> TextDiagnostic {
    let found = file.lines.text(start, min(end, start + 40))
    return TextDiagnostic(
      code: code, message: message, file: file.name, range: file.lines.range(start, end),
      expected: expected, found: found.isEmpty ? nil : found, suggestion: suggestion,
      notes: notes)
  }

  /// A group's members: its `$` properties, then its tokens and groups. It recurses once
  /// for each level of groups, which the JSON reader's nesting limit bounds.
  private mutating func readGroup(
    _ members: [JSONNode.Member], path dotted: String,
    inherited: (name: String, start: Int, end: Int)?, at node: JSONNode
  ) {
    steps += members.count
    var type = inherited
    var ownType: String?
    var description: String?
    var extensions: JSONValue?
    for member in members where member.key.hasPrefix("$") {
      switch member.key {
      case "$type":
        guard let name = member.value.string else {
          report(
            .invalidValue, "`$type` of group `\(dotted)` is not a string", member.value.start,
            member.value.end)
          continue
        }
        ownType = name
        type = (name, member.value.start, member.value.end)
      case "$description": description = member.value.string
      case "$extensions": extensions = member.value.value
      // What they say is not Cascade's to use; what they hold is not a token.
      case "$schema", "$deprecated": continue
      case "$root", "$extends":
        report(
          .unsupportedTokenProperty,
          "`\(member.key)` in group `\(dotted.isEmpty ? "(the file)" : dotted)` is not read yet: "
            + "what it gives the group is left out", member.keyStart, member.keyEnd)
      default:
        report(
          .syntax,
          "`\(member.key)` is not a property of the Design Tokens format, and a token or group "
            + "name cannot begin with `$`", member.keyStart, member.keyEnd,
          suggestion: String(member.key.dropFirst()))
      }
    }
    if !dotted.isEmpty || ownType != nil || description != nil || extensions != nil {
      file.order.append(.group(file.groups.count))
      file.groups.append(
        DesignTokenGroup(
          path: dotted, type: ownType, description: description, extensions: extensions))
    }
    for member in members where !member.key.hasPrefix("$") {
      readMember(member, parent: dotted, inherited: type)
    }
  }

  private mutating func readMember(
    _ member: JSONNode.Member, parent: String, inherited: (name: String, start: Int, end: Int)?
  ) {
    let dotted = parent.isEmpty ? member.key : parent + "." + member.key
    steps += dotted.utf8.count
    // By scalars: a dot followed by a combining mark is one character, and still a dot.
    guard !member.key.isEmpty,
      !member.key.unicodeScalars.contains(where: { ".{}".unicodeScalars.contains($0) })
    else {
      report(
        .syntax, "a token or group name cannot be empty or hold `.`, `{` or `}`: `\(dotted)`",
        member.keyStart, member.keyEnd)
      return
    }
    guard dotted.utf8.count <= Self.maximumPathBytes else {
      report(
        .inputTooLarge,
        "a token or group path is longer than \(Self.maximumPathBytes) bytes: `\(dotted.prefix(40))…`",
        member.keyStart, member.keyEnd)
      return
    }
    guard let children = member.value.members else {
      report(
        .invalidValue, "`\(dotted)` is neither a token (`{\"$value\": …}`) nor a group",
        member.value.start, member.value.end)
      return
    }
    guard let value = children.first(where: { $0.key == "$value" }) else {
      return readGroup(children, path: dotted, inherited: inherited, at: member.value)
    }
    readToken(children, value: value.value, path: dotted, inherited: inherited, name: member)
  }

  private mutating func readToken(
    _ members: [JSONNode.Member], value: JSONNode, path: String,
    inherited: (name: String, start: Int, end: Int)?, name: JSONNode.Member
  ) {
    var type = inherited
    var ownType: String?
    if let typeNode = members.first(where: { $0.key == "$type" })?.value {
      if let typeName = typeNode.string {
        ownType = typeName
        type = (typeName, typeNode.start, typeNode.end)
      } else {
        report(
          .invalidValue, "`$type` of token `\(path)` is not a string", typeNode.start, typeNode.end)
      }
    }
    // A token holds a value, never tokens or groups: each is reported and left out.
    steps += members.count
    for member in members where !member.key.hasPrefix("$") {
      report(
        .syntax,
        "token `\(path)` cannot hold tokens or groups: `\(member.key)` is beside its `$value`",
        member.keyStart, member.keyEnd,
        notes: ["a group holds tokens and groups; a token holds `$value` and its properties"])
    }
    declaredTypes[path] = type
    valueNodes[path] = value
    nameRanges[path] = (name.keyStart, name.keyEnd)
    file.order.append(.token(file.tokens.count))
    file.tokens.append(
      DesignToken(
        path: path, type: type.flatMap { DesignTokenType(rawValue: $0.name) }, value: value.value,
        description: members.first { $0.key == "$description" }?.value.string,
        extensions: members.first { $0.key == "$extensions" }?.value.value, ownType: ownType,
        range: file.lines.range(name.keyStart, name.keyEnd),
        valueRange: file.lines.range(value.start, value.end), fileName: file.name))
  }
}
