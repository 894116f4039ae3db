/// A JSON value read from a file, with where it is: what the design token loader walks, so
/// that every problem it reports has a place.
package struct JSONNode {
  /// What the value is, and what it holds.
  package enum Kind {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as a `Double`.
    case number(Double)
    /// A string, its escapes read.
    case string(String)
    /// An array's elements, in order.
    case array([JSONNode])
    /// An object's members, in the order written.
    case object([Member])
  }

  /// An object's member, with where its key is.
  package struct Member {
    /// The key, its escapes read.
    package let key: String
    /// The offset of the key's opening quote.
    package let keyStart: Int
    /// The offset just after the key's closing quote.
    package let keyEnd: Int
    /// The member's value.
    package let value: JSONNode
  }

  /// What the value is.
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

  /// An object's members, or `nil` for another value.
  package var members: [Member]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// An array's elements, or `nil` for another value.
  package var elements: [JSONNode]? {
    if case .array(let nodes) = kind { return nodes }
    return nil
  }

  /// A string's text, or `nil` for another value.
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
  /// What is wrong, and what was expected there.
  package let message: String
  /// The offset of the first byte that is wrong.
  package let start: Int
  /// The offset just after the last byte that is wrong.
  package let end: Int
}
