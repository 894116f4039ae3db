import Cascade
import CascadeCSS
import Scaling
import Testing

@Suite struct TokenScalingTests {
  /// The sizes measured go up to four times this.
  private static let size = 2_000
  private static let vocabulary = StyleVocabulary.boxes(steps: 4 * size)

  /// Limits under which every alias of a large sheet is reported: what is measured is the
  /// work and the text, not the cap on diagnostics.
  private static let unbounded: TextLimits = {
    var limits = TextLimits.standard
    limits.maximumBytes = .max
    limits.maximumDiagnostics = .max
    return limits
  }()

  /// `--step0: var(--step1)` on to `--step<count - 1>`, which is an alias of `--step0` in
  /// a ring, and 3 in a chain.
  private static func aliases(_ count: Int, ring: Bool) -> String {
    let aliases = (0..<count - 1).map { "  --step\($0): var(--step\($0 + 1));" }
    let last = "  --step\(count - 1): \(ring ? "var(--step0)" : "3");"
    return ":root {\n" + (aliases + [last]).joined(separator: "\n") + "\n}\n"
  }

  private static func load(
    _ text: String, vocabulary: StyleVocabulary = vocabulary, limits: TextLimits = unbounded
  ) -> CSSStylesheet {
    vocabulary.load(text, named: "aliases.css", limits: limits)
  }

  /// The sheet's own properties `--v0: var(--v1)` on to `--v<count - 1>: 3` (or, in a
  /// ring, back to `--v0`), declared after the rules that read them, every fourth of them
  /// read, and as the wrong type by every eighth.
  private static func variables(_ count: Int, ring: Bool) -> String {
    var text = ""
    for index in stride(from: 0, to: count, by: 4) {
      text += ".c\(index) { width: var(--v\(index), 1); }\n"
      if index % 8 == 0 { text += ".d\(index) { elevation: var(--v\(index)); }\n" }
    }
    let aliases = (0..<count - 1).map { "  --v\($0): var(--v\($0 + 1));" }
    let last = "  --v\(count - 1): \(ring ? "var(--v0)" : "3");"
    return text + ":root {\n" + (aliases + [last]).joined(separator: "\n") + "\n}\n"
  }

  @Test(arguments: [false, true])
  func theSheetsOwnPropertiesAreTypedInLinearSteps(ring: Bool) {
    let growth = Growth(from: Self.size) { n in
      WorkCounter.steps {
        let sheet = Self.load(Self.variables(n, ring: ring))
        #expect(sheet.codes.contains(.tokenTypeMismatch))
        #expect(sheet.codes.contains(.aliasCycle) == ring)
      }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aRingOfAliasesIsCheckedInLinearSteps() {
    let growth = Growth(from: Self.size) { n in
      WorkCounter.steps { _ = Self.load(Self.aliases(n, ring: true)) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainOfAliasesIsCheckedInLinearSteps() {
    let growth = Growth(from: Self.size) { n in
      WorkCounter.steps { _ = Self.load(Self.aliases(n, ring: false)) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  /// Each of the ring's aliases is reported, and each names its cycle: naming every token
  /// made text quadratic in the ring, 664 MB of it for 20,000 aliases.
  @Test func aRingOfAliasesMakesTextInProportionToIt() {
    let growth = Growth(from: Self.size) { n in
      let text = Self.aliases(n, ring: true)
      let sheet = Self.load(text)
      #expect(sheet.codes == Array(repeating: .aliasCycle, count: n))
      #expect(sheet.diagnostics.allSatisfy { $0.message.utf8.count < 200 })
      #expect(sheet.diagnostics.allSatisfy { $0.notes.allSatisfy { $0.utf8.count < 200 } })
      return TextDiagnosticFormatter.format(sheet.diagnostics, source: text).utf8.count
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aCycleNamesItsFirstTokensAndCountsTheRest() throws {
    let sheet = Self.load(Self.aliases(20, ring: true))
    let first = try #require(sheet.diagnostics.first)
    let named = (0..<20).map { "--step\($0)" }.sorted().prefix(8).map { "`\($0)`" }
    #expect(
      first.message
        == "token `--step0` is an alias of itself, through "
        + named.joined(separator: ", ") + ", … and 12 more")
  }

  /// Checking depths by recursion, once per alias of a chain, could run the stack out.
  @Test func aChainOfFiftyThousandAliasesIsReportedAsTooDeep() throws {
    let count = 50_000
    let vocabulary = StyleVocabulary.boxes(steps: count)
    var limits = TextLimits.standard
    limits.maximumBytes = .max
    let deepest = count - 1 - limits.maximumAliasDepth
    let sheet = Self.load(
      Self.aliases(count, ring: false) + "Box { width: var(--step\(deepest)); }",
      vocabulary: vocabulary, limits: limits)
    let codes: [TextDiagnostic.Code] = sheet.codes
    let others: [TextDiagnostic.Code] = codes.filter { $0 != .aliasTooDeep }
    #expect(codes.contains(.aliasTooDeep))
    #expect(others == [.tooManyDiagnostics])
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 3)
  }
}
