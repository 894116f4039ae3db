/// Writes HTML, escaping every string that is not the renderer's own markup: the one place
/// where text from views (labels' text, titles, image names, type names, fonts' family
/// names) meets the page.
struct HTMLWriter {
  private(set) var output = ""
  private var depth = 0

  /// Opens an element on a new line, with its attributes sorted by name.
  mutating func open(_ tag: StaticString, _ attributes: [(StaticString, String)] = []) {
    newLine()
    output += "<\(tag)" + Self.attributes(attributes) + ">"
    depth += 1
  }

  /// Closes an element, on a new line if it holds elements.
  mutating func close(_ tag: StaticString, onNewLine: Bool = true) {
    depth -= 1
    if onNewLine { newLine() }
    output += "</\(tag)>"
  }

  /// An element holding only text, on one line.
  mutating func element(
    _ tag: StaticString, _ attributes: [(StaticString, String)] = [], text: String
  ) {
    open(tag, attributes)
    self.text(text)
    close(tag, onNewLine: false)
  }

  /// Escaped text.
  mutating func text(_ text: String) {
    output += Self.escaped(text)
  }

  /// Markup the renderer itself owns: never a string that came from a view.
  mutating func markup(_ markup: StaticString) {
    newLine()
    output += "\(markup)"
  }

  mutating func finish() {
    output += "\n"
  }

  /// The deepest indentation written: past it, lines keep its indentation, so that a tree
  /// *d* deep writes O(*n*) bytes for its *n* elements, not O(*n*·*d*).
  static let deepestIndentation = 32

  private mutating func newLine() {
    if !output.isEmpty { output += "\n" }
    output += String(repeating: "  ", count: min(depth, Self.deepestIndentation))
  }

  private static func attributes(_ attributes: [(StaticString, String)]) -> String {
    attributes
      .map { (name: "\($0.0)", value: $0.1) }
      .sorted { $0.name < $1.name }
      .map { " \($0.name)=\"\(escaped($0.value))\"" }
      .joined()
  }

  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references, safe in
  /// text and in a quoted attribute value alike.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\0": result += "\u{FFFD}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
