extension DesignTokenFile {
  /// The file as JSON in the format: its groups and tokens, nested by their paths, with
  /// their `$type`, `$description`, `$extensions`, `$deprecated` and groups' `$extends`;
  /// it reads back to equal groups and tokens. A token that a `$ref` made an alias prints
  /// as the alias, `"{…}"`.
  ///
  /// ```swift
  /// let file = DesignTokenFile(parsing: ##"{"a": {"$type": "number", "$value": 1}}"##,
  ///   named: "a.tokens.json")
  /// print(file.jsonText)
  /// ```
  public var jsonText: String { jsonValue.jsonText() }

  /// The file as a JSON value.
  var jsonValue: JSONValue {
    var root = JSONTree()
    for entry in order {
      switch entry {
      case .group(let index):
        let group = groups[index]
        var members = Self.metadata(type: group.type, group.description, group.extensions)
        if let target = group.extends { members.append(("$extends", .string("{\(target)}"))) }
        if let deprecated = group.ownDeprecated { members.append(("$deprecated", deprecated)) }
        root.insert(members, at: Self.segments(group.path))
      case .token(let index):
        let token = tokens[index]
        // An inherited token is the extended group's, printed there.
        guard token.extendedFrom == nil else { continue }
        var members = Self.metadata(type: token.ownType, token.description, token.extensions)
        if let deprecated = token.ownDeprecated { members.append(("$deprecated", deprecated)) }
        root.insert([("$value", token.value)] + members, at: Self.segments(token.path))
      }
    }
    return root.value
  }

  private static func metadata(
    type: String?, _ description: String?, _ extensions: JSONValue?
  ) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    if let type { members.append(("$type", .string(type))) }
    if let description { members.append(("$description", .string(description))) }
    if let extensions { members.append(("$extensions", extensions)) }
    return members
  }

  private static func segments(_ path: String) -> [String] {
    path.isEmpty ? [] : path.dotSeparatedNames
  }
}

/// Objects nested by path, built member by member, in the order members are first given.
struct JSONTree {
  private var ownMembers: [(key: String, value: JSONValue)] = []
  private var childNames: [String] = []
  private var children: [String: JSONTree] = [:]

  mutating func insert(
    _ members: [(key: String, value: JSONValue)], at path: some Collection<String>
  ) {
    guard let first = path.first else {
      ownMembers += members
      return
    }
    if children[first] == nil { childNames.append(first) }
    children[first, default: JSONTree()].insert(members, at: path.dropFirst())
  }

  var value: JSONValue {
    .object(ownMembers + childNames.map { ($0, children[$0]?.value ?? .object([])) })
  }
}
