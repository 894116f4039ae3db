import Foundation
import HeadlessBrowser

@testable import CascadeCSS

/// Styles cases in headless Chromium: one page with a light and a dark frame, in which a
/// script styles each case's tree with its sheet in turn and writes every computed value.
///
/// Chromium reads the sheet's own text, tokens and all: only the type names are spelt as
/// custom elements' (`Label` as `c-label`), one identifier for another, which moves no
/// block. What Cascade documents differently from a browser is then made so in the
/// browser's object model of the parsed sheet, not in the text: a type selector matches its
/// subtypes and counts its type depth (`:is(c-view, c-label, …)` once per level), and a
/// rule inside `@media` counts one more qualifier (`:not(.cascade-never)`), as a trait
/// condition does in the engine. The tree's root has no ancestors in Cascade: `*` is made
/// to match neither `<html>` nor `<body>`, with no specificity (`:where(…)`).
enum BrowserSide {
  /// The values of every case, by case, then scheme (0 light, 1 dark), then view; and the
  /// selectors the script could not rewrite, which make a case not comparable.
  struct Result {
    var values: [[[[String: String]]]]
    var unrewritten: [[String]]
  }

  /// Styles the cases in one run of the browser.
  static func style(_ cases: [BrowserCase], with chromium: Chromium) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascade-differential-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cases.html")
    try page(for: cases).write(to: file, atomically: true, encoding: .utf8)
    let dom = try chromium.dumpDOM(of: file.path, timeout: 600)
    return try decode(dom, count: cases.count)
  }

  /// A case as the page's script reads it.
  private struct PageCase: Encodable {
    let sheet: String
    let nodes: [BrowserCase.Node]
  }

  static func page(for cases: [BrowserCase]) throws -> String {
    let encoder = JSONEncoder()
    let data = try encoder.encode(
      cases.map { PageCase(sheet: browserText(of: $0.sheet), nodes: $0.nodes) })
    let types = try encoder.encode(
      Dictionary(
        uniqueKeysWithValues: CascadeSide.typesByName.keys.map { name in
          (
            elementName(of: name),
            TypeInfo(
              matches: CascadeSide.typeAndSubtypes(of: name).map(elementName(of:)),
              depth: CascadeSide.typeDepth(of: name))
          )
        }))
    let frame =
      "<!doctype html><html><head><style id=&quot;sheet&quot;></style></head><body></body></html>"
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"></head><body>
      <iframe id="light" style="color-scheme: light" srcdoc="\(frame)"></iframe>
      <iframe id="dark" style="color-scheme: dark" srcdoc="\(frame)"></iframe>
      <script type="application/json" id="cases">\(String(decoding: data, as: UTF8.self))</script>
      <script type="application/json" id="types">\(String(decoding: types, as: UTF8.self))</script>
      <script>\(script)</script>
      </body></html>
      """
  }

  private struct TypeInfo: Encodable {
    let matches: [String]
    let depth: Int
  }

  static func elementName(of type: String) -> String { "c-" + type.lowercased() }

  /// The sheet with each identifier that names a compared type spelt as its element's name:
  /// one token for another.
  static func browserText(of sheet: String) -> String {
    let bytes = Array(sheet.utf8)
    var text: [UInt8] = []
    var copied = 0
    for token in Tokenizer.tokens(of: bytes) {
      guard case .identifier(let name) = token.kind, CascadeSide.typesByName[name] != nil else {
        continue
      }
      text += bytes[copied..<token.start]
      text += Array(elementName(of: name).utf8)
      copied = token.end
    }
    text += bytes[copied...]
    return String(decoding: text, as: UTF8.self)
  }

  private static func decode(_ dom: String, count: Int) throws -> Result {
    let open = "<script type=\"application/json\" id=\"computed\">"
    guard let start = dom.range(of: open),
      let end = dom.range(of: "</script>", range: start.upperBound..<dom.endIndex)
    else { throw Chromium.Failure(description: "no computed values in Chromium's output") }
    struct Output: Decodable {
      let values: [[[[String: String]]]]
      let unrewritten: [[String]]
    }
    let output = try JSONDecoder().decode(
      Output.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
    guard output.values.count == count else {
      throw Chromium.Failure(
        description: "Chromium styled \(output.values.count) of \(count) cases")
    }
    return Result(values: output.values, unrewritten: output.unrewritten)
  }

  /// The page's script: styles each case in each frame, and writes the computed values as
  /// JSON into a `<script type="application/json">`, which `--dump-dom` prints verbatim.
  private static let script = #"""
    window.addEventListener("load", () => {
      const cases = JSON.parse(document.getElementById("cases").textContent);
      const types = JSON.parse(document.getElementById("types").textContent);
      const frames = ["light", "dark"].map(id => document.getElementById(id).contentDocument);
      const typePattern = new RegExp(
        "(?<![\\w.#:\\-\\\\])(" + Object.keys(types).join("|") + ")(?![\\w\\-\\\\(])", "g");
      const properties = [
        "opacity", "borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius",
        "borderBottomLeftRadius", "backgroundColor", "paddingTop", "paddingRight",
        "paddingBottom", "paddingLeft"];
      function topLevelParts(text) {
        const parts = [];
        let depth = 0, start = 0;
        for (let i = 0; i < text.length; i++) {
          const c = text[i];
          if (c === "\\") i++;
          else if (c === "(" || c === "[") depth++;
          else if (c === ")" || c === "]") depth--;
          else if (c === "," && depth === 0) { parts.push(text.slice(start, i)); start = i + 1; }
        }
        parts.push(text.slice(start));
        return parts;
      }
      function rewritten(selector, bump) {
        let text = selector.replace(typePattern, name => {
          const type = types[name];
          return (":is(" + type.matches.join(", ") + ")").repeat(type.depth);
        }).replace(/(?<!\\)\*/g, ":where(:not(html, body))");
        if (bump) text = topLevelParts(text).map(part => part + ":not(.cascade-never)").join(",");
        return text;
      }
      // The selectors of a rule nested in rules of `parentParts`, each made whole.
      function resolved(selectorText, parentParts) {
        const parts = topLevelParts(selectorText).map(part => part.trim());
        if (!parentParts) return parts;
        const parent = ":is(" + parentParts.join(", ") + ")";
        return parts.map(part =>
          part.includes("&") ? part.replaceAll("&", parent) : parent + " " + part);
      }
      // Each style rule inside @media counts one qualifier more, once: a nested rule whose
      // parent counts it already has it through `&`. Declarations in a @media nested in a
      // rule that does not count it are a rule of the parent's selectors in Cascade, and
      // count it too: they become a rule of each of the parent's selectors, one qualifier
      // more, and `:where(&)` so that it is not read as relative.
      // Under a parent that counts the qualifier, each `&` counts it again; Cascade counts it
      // once: every `&` but the first of a part becomes `:is()` of the parent's selectors
      // as they were before they counted it.
      function once(selectorText, plainParts) {
        return topLevelParts(selectorText).map(part => {
          let seen = false;
          return part.replace(/&/g, () => {
            if (!seen) { seen = true; return "&"; }
            return ":is(" + plainParts.join(", ") + ")";
          });
        }).join(",");
      }
      function rewrite(rules, inMedia, parentBumped, unrewritten, container, parentParts,
        plainParts) {
        for (let index = 0; index < rules.length; index++) {
          const rule = rules[index];
          // By name: the frames' rules are of the frames' own classes, not this window's.
          const kind = rule.constructor.name;
          if (kind === "CSSNestedDeclarations" && inMedia && !parentBumped && parentParts) {
            const text = rule.style.cssText;
            const selector = parentParts
              .map(part => ":where(&):is(" + part + "):not(.cascade-never)").join(", ");
            try {
              container.deleteRule(index);
              container.insertRule(selector + " { " + text + " }", index);
            } catch (error) {
              unrewritten.push("nested declarations: " + text);
            }
          } else if (kind === "CSSStyleRule") {
            // `:root`'s values rank by layer and order alone in Cascade, as all of them have
            // the same specificity in CSS.
            const bump = inMedia && !parentBumped && rule.selectorText !== ":root";
            const plain = resolved(rewritten(rule.selectorText, false), plainParts);
            let wanted = rewritten(rule.selectorText, bump);
            if (parentBumped && plainParts) wanted = once(wanted, plainParts);
            if (wanted !== rule.selectorText) {
              const before = rule.selectorText;
              rule.selectorText = wanted;
              if (rule.selectorText === before) unrewritten.push(before);
            }
            rewrite(rule.cssRules, false, parentBumped || bump, unrewritten, rule,
              resolved(rule.selectorText, parentParts), plain);
          } else if (rule.cssRules) {
            rewrite(rule.cssRules, inMedia || kind === "CSSMediaRule", parentBumped,
              unrewritten, rule, parentParts, plainParts);
          }
        }
      }
      const values = [], unrewritten = [];
      for (const each of cases) {
        const perScheme = [], failed = [];
        for (const doc of frames) {
          const style = doc.getElementById("sheet");
          style.textContent = each.sheet;
          rewrite(style.sheet.cssRules, false, false, failed, null, null, null);
          doc.body.replaceChildren();
          const elements = each.nodes.map(node => {
            const element = doc.createElement("c-" + node.type.toLowerCase());
            if (node.classes.length) element.className = node.classes.join(" ");
            return element;
          });
          each.nodes.forEach((node, index) => {
            (node.parent === undefined || node.parent === null
              ? doc.body : elements[node.parent]).appendChild(elements[index]);
          });
          perScheme.push(elements.map(element => {
            const computed = doc.defaultView.getComputedStyle(element);
            return Object.fromEntries(properties.map(name => [name, computed[name]]));
          }));
        }
        values.push(perScheme);
        unrewritten.push(failed);
      }
      const out = document.createElement("script");
      out.type = "application/json";
      out.id = "computed";
      out.textContent = JSON.stringify({values, unrewritten});
      document.body.appendChild(out);
    });
    """#
}
