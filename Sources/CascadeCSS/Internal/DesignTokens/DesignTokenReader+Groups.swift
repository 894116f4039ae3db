/// What a group gives the groups and tokens inside it: a `$type` and a `$deprecated`, each
/// until one of them sets its own.
struct GroupContext {
  var type: DeclaredType?
  /// The nearest `$deprecated` as written: `true`, `false` or an explanation.
  var deprecated: JSONValue?
}

extension DesignTokenReader {
  /// A group's members: its `$` properties, then its tokens (its `$root` among them) and
  /// groups. It recurses once for each level of groups, which the JSON reader's nesting
  /// limit bounds.
  mutating func readGroup(
    _ members: [JSONNode.Member], path dotted: String, context inherited: GroupContext
  ) {
    steps += members.count
    var context = inherited
    var group = DesignTokenGroup(path: dotted)
    for member in members where member.key.hasPrefix("$") {
      readGroupProperty(member, of: dotted, into: &group, context: &context)
    }
    if !dotted.isEmpty || group != DesignTokenGroup(path: "") {
      file.order.append(.group(file.groups.count))
      file.groups.append(group)
    }
    for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
      readMember(member, parent: dotted, context: context)
    }
  }

  private mutating func readGroupProperty(
    _ member: JSONNode.Member, of dotted: String, into group: inout DesignTokenGroup,
    context: inout GroupContext
  ) {
    let name = Self.groupName(dotted)
    switch member.key {
    case "$type":
      guard let type = readType(member, of: "group `\(name)`") else { return }
      group.type = type.name
      context.type = type
      groupTypes[dotted] = type
    case "$description": group.description = member.value.string
    case "$extensions": group.extensions = member.value.value
    case "$deprecated":
      guard let deprecated = readDeprecated(member, of: "group `\(name)`") else { return }
      group.ownDeprecated = deprecated
      context.deprecated = deprecated
    case "$extends": readExtends(member, of: dotted, into: &group)
    // What it says is not Cascade's to use; a `$root` is read with the group's tokens.
    case "$schema", "$root": return
    default:
      report(
        .syntax,
        "`\(member.key)` is not a property of the Design Tokens format, and a token or group "
          + "name cannot begin with `$`", member.keyStart, member.keyEnd,
        suggestion: String(member.key.dropFirst()))
    }
  }

  /// A `$type`: its name, with where it is written; anything but a string is reported.
  private mutating func readType(_ member: JSONNode.Member, of owner: String) -> DeclaredType? {
    guard let name = member.value.string else {
      report(
        .invalidValue, "`$type` of \(owner) is not a string", member.value.start,
        member.value.end)
      return nil
    }
    return (name, member.value.start, member.value.end)
  }

  /// A `$deprecated`: `true`, `false` or an explanation; anything else is reported.
  private mutating func readDeprecated(
    _ member: JSONNode.Member, of owner: String
  ) -> JSONValue? {
    switch member.value.kind {
    case .bool, .string: return member.value.value
    default:
      report(
        .invalidValue, "`$deprecated` of \(owner) is not `true`, `false` or an explanation",
        member.value.start, member.value.end, expected: "`true`, `false` or a string")
      return nil
    }
  }

  private mutating func readMember(
    _ member: JSONNode.Member, parent: String, context: GroupContext
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
    if let value = children.first(where: { $0.key == "$value" })?.value {
      return readToken(children, value: value, path: dotted, context: context, name: member)
    }
    if let pointer = children.first(where: { $0.key == "$ref" }) {
      return readTokenReference(
        pointer, children, path: dotted, context: context, name: member)
    }
    guard member.key != "$root" else {
      report(
        .invalidValue, "`\(dotted)` is not a token: a group's `$root` is its root token",
        member.keyStart, member.keyEnd, notes: ["a token holds a `$value`"])
      return
    }
    readGroup(children, path: dotted, context: context)
  }

  /// A token whose whole object is a `$ref` to another token: an alias of it, as
  /// `{"$value": "{…}"}` is.
  private mutating func readTokenReference(
    _ pointer: JSONNode.Member, _ members: [JSONNode.Member], path: String,
    context: GroupContext, name: JSONNode.Member
  ) {
    guard let target = pointer.value.string.flatMap(DesignTokenPointer.init),
      target.valueSegments == nil, !target.tokenPath.isEmpty
    else {
      report(
        .invalidValue,
        "the `$ref` of `\(path)` is not a JSON Pointer to a token: `#/group/token`",
        pointer.value.start, pointer.value.end, expected: "a JSON Pointer to a token")
      return
    }
    let alias = JSONNode(
      kind: .string("{\(target.tokenPath)}"), start: pointer.value.start, end: pointer.value.end)
    readToken(members, value: alias, path: path, context: context, name: name)
  }

  private mutating func readToken(
    _ members: [JSONNode.Member], value: JSONNode, path: String, context: GroupContext,
    name: JSONNode.Member
  ) {
    var type = context.type
    var ownType: String?
    var deprecated = context.deprecated
    var ownDeprecated: JSONValue?
    steps += members.count
    for member in members {
      switch member.key {
      case "$type":
        guard let own = readType(member, of: "token `\(path)`") else { continue }
        ownType = own.name
        type = own
      case "$deprecated":
        ownDeprecated = readDeprecated(member, of: "token `\(path)`")
        deprecated = ownDeprecated ?? deprecated
      case "$extends":
        report(
          .syntax, "token `\(path)` cannot have `$extends`: a group extends another group",
          member.keyStart, member.keyEnd, notes: ["a token refers to another by an alias"])
      case let key where !key.hasPrefix("$"):
        // A token holds a value, never tokens or groups: each is reported and left out.
        report(
          .syntax,
          "token `\(path)` cannot hold tokens or groups: `\(key)` is beside its `$value`",
          member.keyStart, member.keyEnd,
          notes: ["a group holds tokens and groups; a token holds `$value` and its properties"])
      default: continue
      }
    }
    writtenTokens[path] = WrittenToken(type: type, value: value, name: (name.keyStart, name.keyEnd))
    file.order.append(.token(file.tokens.count))
    var token = DesignToken(
      path: path, type: type.flatMap { DesignTokenType(rawValue: $0.name) }, value: value.value,
      description: members.first { $0.key == "$description" }?.value.string,
      extensions: members.first { $0.key == "$extensions" }?.value.value, ownType: ownType,
      range: file.lines.range(name.keyStart, name.keyEnd),
      valueRange: file.lines.range(value.start, value.end), fileName: file.name)
    token.setDeprecation(deprecated, own: ownDeprecated)
    file.tokens.append(token)
  }
}
