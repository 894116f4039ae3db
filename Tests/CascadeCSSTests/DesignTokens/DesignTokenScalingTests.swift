import Cascade
import CascadeCSS
import Scaling
import Testing

@Suite struct DesignTokenScalingTests {
  /// The sizes measured go up to four times this.
  private static let size = 2_000

  /// Limits under which every problem of a large file is reported: what is measured is the
  /// work and the text, not the cap on diagnostics.
  private static let unbounded: TextLimits = {
    var limits = TextLimits.standard
    limits.maximumBytes = .max
    limits.maximumDiagnostics = .max
    return limits
  }()

  private static func file(_ text: String, limits: TextLimits = unbounded) -> DesignTokenFile {
    DesignTokenFile(parsing: text, named: "t.tokens.json", limits: limits)
  }

  /// Number tokens `t0` to `t<count - 1>`, each an alias of the one before; `t0` is an
  /// alias of the last in a ring, and 1 in a chain.
  private static func aliases(_ count: Int, ring: Bool) -> String {
    let first = "\"t0\": {\"$value\": \(ring ? "\"{t\(count - 1)}\"" : "1")}"
    let rest = (1..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 - 1)}\"}" }
    return "{\"$type\": \"number\",\n" + ([first] + rest).joined(separator: ",\n") + "}"
  }

  @Test func aRingOfAliasesIsReadInLinearSteps() {
    let growth = Growth(from: Self.size) { n in
      WorkCounter.steps { _ = Self.file(Self.aliases(n, ring: true)) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainOfAliasesIsReadInLinearSteps() {
    let growth = Growth(from: Self.size) { n in
      WorkCounter.steps { _ = Self.file(Self.aliases(n, ring: false)) }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  /// Each token of the ring is reported, and each names its cycle: naming every token made
  /// text quadratic in the ring.
  @Test func aRingOfAliasesMakesTextInProportionToIt() {
    let growth = Growth(from: Self.size) { n in
      let tokens = Self.file(Self.aliases(n, ring: true))
      #expect(tokens.diagnostics.map(\.code) == Array(repeating: .aliasCycle, count: n))
      #expect(tokens.diagnostics.allSatisfy { $0.message.utf8.count < 200 })
      #expect(tokens.diagnostics.allSatisfy { $0.notes.allSatisfy { $0.utf8.count < 200 } })
      return tokens.formattedDiagnostics.utf8.count
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aCycleNamesItsFirstTokensAndCountsTheRest() throws {
    let tokens = Self.file(Self.aliases(10_000, ring: true))
    let first = try #require(tokens.diagnostics.first)
    let named = (0..<8).map { "`t\($0)`" }.joined(separator: ", ")
    #expect(first.message == "token `t0` is an alias of itself, through \(named), … and 9,992 more")
    #expect(first.notes == ["the tokens in the cycle: \(named), … and 9,992 more"])
  }
}
