/// A JSON value read from a file, with where it is: what the design token loader walks, so
/// that every problem it reports has a place.
package struct JSONNode {
  package enum Kind {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// An object's member, with where its key is.
  package struct Member {
    package let key: String
    package let keyStart: Int
    package let keyEnd: Int
    package let value: JSONNode
  }

  package let kind: Kind
  /// The offset of the value's first byte.
  package let start: Int
  /// The offset just after the value's last byte.
  package let end: Int

  /// The value without its places.
  package var value: JSONValue {
    switch kind {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number): .number(number)
    case .string(let text): .string(text)
    case .array(let nodes): .array(nodes.map(\.value))
    case .object(let members): .object(members.map { ($0.key, $0.value.value) })
    }
  }

  package var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  package var elements: [JSONNode]? {
    if case .array(let nodes) = kind { return nodes }
    return nil
  }

  package var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }
}

extension JSONNode {
  /// A JSON text's one value, read with where each part is: for files of the `cascade`
  /// tool's own, whose problems it reports at their line and column.
  ///
  /// - Parameters:
  ///   - text: The whole text.
  ///   - maximumDepth: How deep arrays and objects may nest.
  /// - Returns: The value, or the first syntax error: its message and byte offsets.
  /// - Complexity: O(*n*) in the text's bytes.
  package static func read(
    _ text: String, maximumDepth: Int
  ) -> Result<JSONNode, JSONSyntaxError> {
    do {
      return .success(try JSONReader.read(Array(text.utf8), maximumDepth: maximumDepth))
    } catch {
      let expected = error.expected.map { "; expected \($0)" } ?? ""
      return .failure(
        JSONSyntaxError(message: error.message + expected, start: error.start, end: error.end))
    }
  }
}

/// Why a JSON text does not read, and where, in byte offsets.
package struct JSONSyntaxError: Error, Equatable {
  package let message: String
  package let start: Int
  package let end: Int
}
