/// A `$ref` of a design token file: a JSON Pointer (RFC 6901) into the file, read as the
/// token it reaches and, past that token's `$value`, the part of its value:
/// `#/base/blue/$value/components/0` is `base.blue`'s value's `components`, its first.
struct DesignTokenPointer: Hashable {
  /// The path of the token: its groups' names and its own, joined by `.`.
  let tokenPath: String
  /// The members and indices into the token's value after `$value`; `nil` where the
  /// pointer stops at the token itself, and `[]` at its whole value.
  let valueSegments: [String]?

  /// Reads `#/…`; `nil` for text that is not a pointer to a token or into a token's value,
  /// such as one into a `$type`.
  init?(_ text: String) {
    guard text.hasPrefix("#/") else { return nil }
    let segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
      .map { $0.replacingTilde() }
    let valueIndex = segments.firstIndex(of: "$value")
    let names = segments[..<(valueIndex ?? segments.count)]
    // A name with `.` cannot be a token's, and `$` properties other than `$root` are not
    // tokens or groups.
    guard !names.isEmpty,
      names.allSatisfy({ !$0.isEmpty && !$0.contains(".") && (!$0.hasPrefix("$") || $0 == "$root") }
      )
    else { return nil }
    tokenPath = names.joined(separator: ".")
    valueSegments = valueIndex.map { Array(segments[($0 + 1)...]) }
  }

  /// The pointer of a value that is a `$ref` object, `{"$ref": "#/…"}`, and nothing else.
  init?(in value: JSONValue) {
    guard case .object(let members) = value, members.count == 1, members[0].key == "$ref",
      let text = members[0].value.stringValue
    else { return nil }
    self.init(text)
  }

  /// The part of a token's resolved value that the pointer reaches, or the first segment
  /// that reaches nothing, and the members it scanned to get there: never more than
  /// `limit`, past which it stops.
  func part(of value: JSONValue, limit: Int) -> (result: Result<JSONValue, Missing>, steps: Int) {
    var current = value
    var steps = 0
    for segment in valueSegments ?? [] {
      steps += 1
      switch current {
      case .object(let members):
        guard steps + members.count <= limit else { return (.failure(.exhausted), steps) }
        steps += members.count
        guard let member = members.first(where: { $0.key == segment }) else {
          return (.failure(.absent(segment)), steps)
        }
        current = member.value
      case .array(let values):
        guard let index = Int(segment), String(index) == segment, values.indices.contains(index)
        else { return (.failure(.absent(segment)), steps) }
        current = values[index]
      default: return (.failure(.absent(segment)), steps)
      }
    }
    return (.success(current), steps)
  }

  /// Why a pointer reaches nothing.
  enum Missing: Error {
    /// A segment that is not a member or an index of the value it is in.
    case absent(String)
    /// The pointers of the file have scanned as much as they may.
    case exhausted
  }

  /// A name as a pointer's segment: `~` is `~0`, `/` is `~1`.
  static func escaped(_ name: Substring) -> String {
    var text = ""
    for character in name {
      switch character {
      case "~": text += "~0"
      case "/": text += "~1"
      default: text.append(character)
      }
    }
    return text
  }

}

extension Substring {
  /// A pointer's segment unescaped: `~1` is `/`, then `~0` is `~`.
  fileprivate func replacingTilde() -> String {
    var text = ""
    var index = startIndex
    while index < endIndex {
      let next = self.index(after: index)
      if self[index] == "~", next < endIndex, self[next] == "0" || self[next] == "1" {
        text.append(self[next] == "0" ? "~" : "/")
        index = self.index(after: next)
      } else {
        text.append(self[index])
        index = next
      }
    }
    return text
  }
}
