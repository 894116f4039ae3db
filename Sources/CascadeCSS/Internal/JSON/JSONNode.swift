/// A JSON value read from a file, with where it is: what the design token loader walks, so
/// that every problem it reports has a place.
struct JSONNode {
  enum Kind {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// An object's member, with where its key is.
  struct Member {
    let key: String
    let keyStart: Int
    let keyEnd: Int
    let value: JSONNode
  }

  let kind: Kind
  /// The offset of the value's first byte.
  let start: Int
  /// The offset just after the value's last byte.
  let end: Int

  /// The value without its places.
  var value: JSONValue {
    switch kind {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let nodes): .array(nodes.map(\.value))
    case .object(let members): .object(members.map { ($0.key, $0.value.value) })
    }
  }

  var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  var elements: [JSONNode]? {
    if case .array(let nodes) = kind { return nodes }
    return nil
  }

  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}
