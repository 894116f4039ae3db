import Foundation
import HeadlessBrowser

/// Values as Chromium's `getComputedStyle` reports them, parsed so that two spellings of
/// the same value compare equal.
enum ComputedStyle {
  /// The properties read for each view, by their CSSOM names.
  static let properties = [
    "backgroundColor", "borderTopLeftRadius", "borderTopWidth", "borderTopStyle",
    "borderTopColor", "boxShadow", "opacity", "display", "paddingTop", "paddingRight",
    "paddingBottom", "paddingLeft", "fontSize", "fontWeight", "color", "textAlign",
    "flexDirection", "rowGap", "columnGap", "alignItems", "justifyContent", "overflow",
    "whiteSpace", "fontStyle", "order", "position",
  ]

  /// The script the test's copy of the page runs: it writes each view's computed values
  /// as JSON into a `<script type="application/json">`, which `--dump-dom` prints verbatim.
  static var collector: String {
    let names = properties.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      <script>
      const names = [\(names)];
      const result = {};
      for (const element of document.querySelectorAll("[data-view-id]")) {
        const style = getComputedStyle(element);
        result[element.dataset.viewId] = Object.fromEntries(names.map(n => [n, style[n]]));
      }
      \(output("result", id: "cascade-computed"))
      </script>
      """
  }

  /// Script that writes a value as JSON into a `<script type="application/json">`, which
  /// `--dump-dom` prints verbatim.
  private static func output(_ value: String, id: String) -> String {
    """
    const out = document.createElement("script");
    out.type = "application/json";
    out.id = "\(id)";
    out.textContent = JSON.stringify(\(value));
    document.body.appendChild(out);
    """
  }

  /// What a script wrote with ``output(_:id:)``, from a dumped DOM.
  private static func decoded<Value: Decodable>(
    _: Value.Type, id: String, inDumpedDOM dom: String, what: String
  ) throws -> Value {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    guard let start = dom.range(of: open),
      let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex)
    else { throw Chromium.Failure(description: "no \(what) in Chromium's output") }
    return try JSONDecoder().decode(
      Value.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
  }

  /// The script that lists, as JSON in a `<script type="application/json">`, the id of
  /// every label and button whose text does not fit its box: cut off, or ended with an
  /// ellipsis.
  static var truncationCollector: String {
    """
    <script>
    const cut = [];
    for (const element of document.querySelectorAll(
      "[data-view-type=Label], [data-view-type=Button]")) {
      if (element.scrollWidth > element.clientWidth + 1
        || element.scrollHeight > element.clientHeight + 1) {
        cut.push(element.dataset.viewId);
      }
    }
    \(output("cut", id: "cascade-truncated"))
    </script>
    """
  }

  /// The ids of the views whose text does not fit, from a dumped DOM.
  static func truncated(inDumpedDOM dom: String) throws -> [String] {
    try decoded([String].self, id: "cascade-truncated", inDumpedDOM: dom, what: "truncation list")
  }

  /// The computed values by view id, from a dumped DOM.
  static func values(inDumpedDOM dom: String) throws -> [String: [String: String]] {
    try decoded(
      [String: [String: String]].self, id: "cascade-computed", inDumpedDOM: dom,
      what: "computed styles")
  }

  /// `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as four numbers, alpha from 0 to 1.
  static func color(_ text: String) -> [Double]? {
    guard let open = text.firstIndex(of: "("), let close = text.firstIndex(of: ")") else {
      return nil
    }
    let numbers = text[text.index(after: open)..<close].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count >= 3 else { return nil }
    return Array(numbers.prefix(3)) + [numbers.count > 3 ? numbers[3] : 1]
  }

  /// A single shadow, `rgba(0, 0, 0, 0.12) 0px 4px 12px 0px`, as its color then its
  /// lengths; `none` as nil.
  static func shadow(_ text: String) -> (color: [Double], lengths: [Double])? {
    guard text != "none", let close = text.firstIndex(of: ")"),
      let color = color(String(text[...close]))
    else { return nil }
    let lengths = text[text.index(after: close)...].split(separator: " ").compactMap {
      Double($0.replacing("px", with: ""))
    }
    return (color, lengths)
  }
}
