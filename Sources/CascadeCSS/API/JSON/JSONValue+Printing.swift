extension JSONValue {
  /// The value as JSON text that reads back to an equal value; the same value always gives
  /// the same text.
  ///
  /// ```swift
  /// let value: JSONValue = .object([("$value", .string("#FF0000")), ("$type", .string("color"))])
  /// print(value.jsonText())
  /// // {
  /// //   "$value": "#FF0000",
  /// //   "$type": "color"
  /// // }
  /// ```
  ///
  /// - Parameter indentation: The spaces each level is indented by; `nil` prints the value
  ///   on one line, without spaces.
  /// - Returns: The text, without a final line break.
  /// - Complexity: O(*n*) in the size of the value.
  public func jsonText(indentedBy indentation: Int? = 2) -> String {
    var printer = JSONPrinter(indentation: indentation)
    printer.write(self, depth: 0)
    return printer.text
  }
}

/// Writes JSON; every string, key or value, goes through ``quoted(_:)``, the one place that
/// escapes.
struct JSONPrinter {
  let indentation: Int?
  var text = ""

  mutating func write(_ value: JSONValue, depth: Int) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += Self.number(number)
    case .string(let string): text += Self.quoted(string)
    case .array(let values):
      writeList(values.map { (nil, $0) }, open: "[", close: "]", depth: depth)
    case .object(let members):
      writeList(members.map { ($0.key, $0.value) }, open: "{", close: "}", depth: depth)
    }
  }

  private mutating func writeList(
    _ items: [(String?, JSONValue)], open: String, close: String, depth: Int
  ) {
    text += open
    guard !items.isEmpty else { return text += close }
    for (index, (key, value)) in items.enumerated() {
      if index > 0 { text += "," }
      newline(depth + 1)
      if let key { text += Self.quoted(key) + (indentation == nil ? ":" : ": ") }
      write(value, depth: depth + 1)
    }
    newline(depth)
    text += close
  }

  private mutating func newline(_ depth: Int) {
    guard let indentation else { return }
    text += "\n" + String(repeating: " ", count: indentation * depth)
  }

  /// A number as JSON writes it: whole numbers without `.0`; NaN and infinities, which JSON
  /// cannot hold and the reader never makes, as `null`.
  static func number(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    // CSS and JSON write a number alike: the shortest text that reads back, `1e20`.
    return number.cssText
  }

  /// A string in double quotes, with `"`, `\` and control characters escaped.
  static func quoted(_ string: String) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let digits = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
