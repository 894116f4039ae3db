import CascadeViews
import Foundation

/// 9. Text stylesheets: parsing and checking a sheet of rules against the vocabulary, next
/// to Foundation's `JSONDecoder` decoding the same rules, written as JSON, into `Codable`
/// structs whose values stay strings: the route earlier libraries took.
enum TextSheets {
  static func rows(_ config: Config) -> [Row] {
    let rules = config.views  // 1,000 rules, or 100 in a quick run.
    let name = "9. a text sheet of \(rules) rules, \(rules * 4) declarations"
    let text = Fixture.css(rules: rules)
    let json = Array(Fixture.json(rules: rules).utf8)
    let vocabulary = StyleVocabulary.standard
    let loaded = vocabulary.load(text, named: "bench.css")
    let clean = loaded.diagnostics.isEmpty && loaded.rules.count == rules
    let decoder = JSONDecoder()
    let decoded = (try? decoder.decode([Fixture.JSONRule].self, from: Data(json)))?.count
    let measurements = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: 1,
      [
        { _ = vocabulary.diagnostics(of: text, named: "bench.css") },
        { _ = vocabulary.load(text, named: "bench.css") },
        { vocabulary.load(text, named: "bench.css").stylesheet.makeEveryRulesEntries() },
        { _ = try? decoder.decode([Fixture.JSONRule].self, from: Data(json)) },
      ])
    let (check, load, built, decode) = (
      measurements[0], measurements[1], measurements[2], measurements[3]
    )
    let megabytes = Double(text.utf8.count) / 1_000_000
    func speed(_ measurement: Measurement) -> String {
      format(megabytes / (measurement.median / 1e9), digits: 1) + " MB/s of text"
    }
    return [
      Row(
        name, "parse and check, typed values", check, ratio: check.median / decode.median,
        target: .atMost(0.5),
        note: speed(check) + (clean ? "; no diagnostics" : "; UNEXPECTED diagnostics")),
      Row(
        name, "load: rules built when first applied", load, ratio: load.median / decode.median,
        note: speed(load) + "; the rules made, their setters not yet"),
      Row(
        name, "load, then build every rule", built, ratio: built.median / decode.median,
        target: .atMost(1),
        note: speed(built) + "; the setters of \(rules * 4) declarations"),
      Row(
        name, "baseline: JSONDecoder into Codable", decode,
        note: format(Double(json.count) / 1e6 / (decode.median / 1e9), digits: 1)
          + " MB/s of JSON; \(decoded ?? 0) rules"),
      Row(
        name, "memory held by the loaded sheet", nil,
        note: heldMemory(text, vocabulary, built: false)),
      Row(
        name, "memory held once every rule is built", nil,
        note: heldMemory(text, vocabulary, built: true)),
    ]
  }

  /// The heap a loaded sheet keeps, measured around a load whose result is kept; with
  /// `built`, after every rule's setters are built, as once every rule has been applied.
  private static func heldMemory(
    _ text: String, _ vocabulary: StyleVocabulary, built: Bool
  ) -> String {
    guard let before = allocatedBytes() else { return "not measurable on this platform" }
    let sheet = vocabulary.load(text, named: "held.css")
    if built { sheet.stylesheet.makeEveryRulesEntries() }
    guard let after = allocatedBytes() else { return "not measurable on this platform" }
    let bytes = after - before
    return withExtendedLifetime(sheet) {
      "\(bytes / 1024) KiB for \(sheet.rules.count) rules, "
        + "\(bytes / max(sheet.rules.count, 1)) bytes per rule"
    }
  }

  /// The same rules as CSS and as JSON.
  enum Fixture {
    struct JSONRule: Codable {
      let selector: String
      let declarations: [JSONDeclaration]
    }

    struct JSONDeclaration: Codable {
      let property: String
      let value: String
    }

    static func rules(_ count: Int) -> [(selector: String, declarations: [(String, String)])] {
      (0..<count).map { index in
        let declarations: [(String, String)]
        switch index % 4 {
        case 0:
          declarations = [
            ("color", "#\(hex(index))"), ("font", "bold \(12 + index % 10)px"),
            ("number-of-lines", "\(index % 3)"), ("text-align", "center"),
          ]
          return ("Label.title-\(index % 50):highlighted", declarations)
        case 1:
          declarations = [
            ("background-color", "rgba(\(index % 256), 20, 30, 0.5)"),
            ("border-radius", "\(index % 20)px"), ("padding", "8px 16px"),
            ("opacity", "0.\(index % 10)"),
          ]
          return ("View.card-\(index % 40) > StackView", declarations)
        case 2:
          declarations = [
            ("color", "var(--primary-text)"), ("font", "body"),
            ("line-break-mode", "by-word-wrapping"), ("background-color", "white"),
          ]
          return (".stats Label.caption-\(index % 30)", declarations)
        default:
          declarations = [
            ("tint-color", "#\(hex(index * 7))"), ("border", "1px solid #cccccc"),
            ("box-shadow", "0 2px 4px rgba(0, 0, 0, 0.2)"), ("is-hidden", "false"),
          ]
          return ("Button.primary-\(index % 20)", declarations)
        }
      }
    }

    static func css(rules count: Int) -> String {
      rules(count).map { rule in
        rule.selector + " {\n"
          + rule.declarations.map { "  \($0.0): \($0.1);\n" }.joined() + "}\n"
      }.joined()
    }

    static func json(rules count: Int) -> String {
      let objects = rules(count).map { rule in
        let declarations = rule.declarations.map {
          "{\"property\": \"\($0.0)\", \"value\": \"\($0.1)\"}"
        }
        return "{\"selector\": \"\(rule.selector)\", \"declarations\": ["
          + declarations.joined(separator: ", ") + "]}"
      }
      return "[\n" + objects.joined(separator: ",\n") + "\n]"
    }

    private static func hex(_ value: Int) -> String {
      let digits = String(value % 0x1000000, radix: 16)
      return String(repeating: "0", count: 6 - digits.count) + digits
    }
  }
}
