/// A JSON value, as a design token file holds it: what ``DesignToken/value`` and
/// ``DesignToken/extensions`` keep, and what a ``DesignTokenRepresentable`` reads and writes.
///
/// An object keeps its members in the order of the file, so a file prints back as it was
/// written.
///
/// ```swift
/// let shadow: JSONValue = .object([
///   ("color", .string("#00000080")), ("offsetX", .string("0px")), ("offsetY", .string("2px")),
///   ("blur", .string("4px")), ("spread", .string("0px")),
/// ])
/// print(shadow["color"]?.stringValue ?? "")  // #00000080
/// ```
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; JSON numbers are read as `Double`, and are never NaN or infinite.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in order. A key appears at most once.
  case object([(key: String, value: JSONValue)])

  /// The string, if the value is one.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, if the value is one.
  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The value of an object's member, if the value is an object that has it.
  ///
  /// ```swift
  /// let border: JSONValue = .object([("width", .string("1px"))])
  /// print(border["width"] == .string("1px"))  // true
  /// ```
  ///
  /// - Parameter key: The member's key.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Whether two values are the same JSON: objects compare their members in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.number(let left), .number(let right)): return left == right
    case (.string(let left), .string(let right)): return left == right
    case (.array(let left), .array(let right)): return left == right
    case (.object(let left), .object(let right)):
      return left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// Hashes the value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The value as compact JSON text: `{"width":"1px"}`.
  public var description: String { jsonText(indentedBy: nil) }
}
