import Cascade
import CascadeCSS
import CascadeReferenceModel
import Testing

/// Random sheets of custom properties, the sheet's own and registered ones, their values
/// under conditions, their aliases, and `var()` with and without fallbacks, applied and
/// compared with a small model of what CSS says each `var()` is.
@Suite struct CustomPropertyModelTests {
  private static let cases: UInt64 = 1_000
  private static let firstSeed: UInt64 = 0xC0_5700

  @Test func everyVarIsWhatTheModelSays() throws {
    var failures = 0
    var counts = (rules: 0, aliases: 0, missing: 0, fallbacks: 0)
    for seed in Self.firstSeed..<Self.firstSeed + Self.cases where failures < 5 {
      let sheet = RandomVariableSheet(seed: seed)
      let loaded = StyleVocabulary.boxes.load(sheet.text, named: "random.css")
      guard !loaded.hasErrors else {
        failures += 1
        Issue.record("seed \(seed): \(loaded.formattedDiagnostics)\n\(sheet.text)")
        continue
      }
      // The sheet printed back is read again, and must give the same values.
      let printed = StyleVocabulary.boxes.load(loaded.cssText, named: "random.css")
      for quiet in [false, true] {
        let expected = sheet.rules.map { sheet.model.value(of: $0, quiet: quiet) }
        for candidate in [loaded, printed] {
          let widths = try widths(candidate, rules: sheet.rules.count, quiet: quiet)
          if widths != expected {
            failures += 1
            let report: String =
              "seed \(seed), quiet \(quiet): \(widths) but the model says \(expected)\n"
              + "\(sheet.text)\n--- printed ---\n\(loaded.cssText)"
            Issue.record(Comment(rawValue: report))
          }
        }
        counts.missing += expected.filter { $0 == nil }.count
      }
      counts.rules += sheet.rules.count
      counts.aliases += sheet.model.aliases
      counts.fallbacks += sheet.rules.filter { $0.fallback != nil }.count
    }
    // The cases hold every kind of part, often.
    #expect(counts.rules > 2_000)
    #expect(counts.aliases > 1_000)
    #expect(counts.missing > 200)
    #expect(counts.fallbacks > 1_000)
  }

  /// Each rule's box's width, `nil` where the sheet had no value for it.
  private func widths(
    _ sheet: CSSStylesheet, rules: Int, quiet: Bool
  ) throws -> [Double?] {
    let root = Box()
    let boxes = (0..<rules).map { root.add(Box(["c\($0)"])) }
    for box in boxes { box.width = -1 }
    do {
      try sheet.stylesheet.apply(to: root, in: .with(quiet: quiet))
    } catch {
      // A missing value leaves its box's width as it was.
      _ = error.missingTokens
    }
    return boxes.map { $0.width == -1 ? nil : $0.width }
  }
}

/// A random sheet of `Double` custom properties with the model of its values.
private struct RandomVariableSheet {
  /// The names, in the order aliases go: a name aliases only names after it, so that
  /// aliases never form a cycle. `gutter` (default 4) and `column-width` (no default) are
  /// registered tokens; the rest are the sheet's own.
  static let names = ["gutter", "v0", "v1", "v2", "v3", "column-width"]

  struct UsingRule {
    let name: String
    let fallback: Int?
  }

  var text = ""
  var rules: [UsingRule] = []
  var model = Model()
  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    for _ in 0..<Int.random(in: 2...8, using: &random) {
      if Bool.random(using: &random) { addRoot() } else { addRule() }
    }
    if rules.isEmpty { addRule() }
    // A sheet's own property that is read must be declared somewhere, or it is no one's:
    // those without a value are given one, under a condition that may not hold.
    let targets = model.definitions.values.joined().compactMap {
      if case .alias(let target) = $0.value { target } else { nil }
    }
    for name in Set(rules.map(\.name) + targets).sorted()
    where name.hasPrefix("v") && model.definitions[name] == nil {
      let number = Int.random(in: 1...99, using: &random)
      text += "@media (quiet) { :root { --\(name): \(number) } }\n"
      model.definitions[name] = [(quiet: true, value: .literal(Double(number)))]
    }
  }

  private mutating func addRule() {
    let name = random.element(of: Self.names)
    let fallback = Bool.random(using: &random) ? Int.random(in: 1...99, using: &random) : nil
    text += ".c\(rules.count) { width: var(--\(name)\(fallback.map { ", \($0)" } ?? "")); }\n"
    rules.append(UsingRule(name: name, fallback: fallback))
  }

  private mutating func addRoot() {
    let quiet = Bool.random(using: &random)
    var declarations: [String] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let index = Int.random(in: 0..<Self.names.count, using: &random)
      let name = Self.names[index]
      let value: Model.Value
      if index < Self.names.count - 1, Bool.random(using: &random) {
        let target = Self.names[Int.random(in: (index + 1)..<Self.names.count, using: &random)]
        value = .alias(target)
        declarations.append("--\(name): var(--\(target))")
      } else {
        let number = Int.random(in: 1...99, using: &random)
        value = .literal(Double(number))
        declarations.append("--\(name): \(number)")
      }
      model.definitions[name, default: []].append((quiet: quiet, value: value))
    }
    let root = ":root { \(declarations.joined(separator: "; ")) }"
    text += (quiet ? "@media (quiet) { \(root) }" : root) + "\n"
  }

  /// What CSS says each `var()` is, written from the rules, not from the loader: the last
  /// value that holds, following aliases (where a target with no value gives its
  /// default), then the fallback, then the registered default.
  struct Model {
    enum Value {
      case literal(Double)
      case alias(String)
    }

    var definitions: [String: [(quiet: Bool, value: Value)]] = [:]
    static let defaults = ["gutter": 4.0]

    var aliases: Int {
      definitions.values.joined().filter { if case .alias = $0.value { true } else { false } }
        .count
    }

    func value(of rule: RandomVariableSheet.UsingRule, quiet: Bool) -> Double? {
      value(of: rule.name, quiet: quiet) ?? rule.fallback.map(Double.init)
        ?? Self.defaults[rule.name]
    }

    /// The name's value, if a definition holds; aliases are at most as long as the list of
    /// names.
    private func value(of name: String, quiet: Bool) -> Double? {
      guard let holding = definitions[name]?.last(where: { !$0.quiet || quiet }) else {
        return nil
      }
      switch holding.value {
      case .literal(let number): return number
      case .alias(let target): return value(of: target, quiet: quiet) ?? Self.defaults[target]
      }
    }
  }
}
