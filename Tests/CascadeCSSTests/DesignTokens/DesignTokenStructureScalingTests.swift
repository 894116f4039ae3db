import Cascade
import CascadeCSS
import Scaling
import Testing

/// `$extends` and `$ref` resolve in steps and bytes linear in the file, whatever the file:
/// the steps are counted, and the bytes allocated, at *n*, 2*n* and 4*n*.
@Suite struct DesignTokenStructureScalingTests {
  private static let size = 1_000

  /// Groups `g0` to `g<count - 1>`, each with a token of its own and extending the one
  /// before: each would inherit every token before it, *n*²/2 in all, but for the bound.
  private static func chainOfExtends(_ count: Int) -> String {
    let groups = (0..<count).map { index in
      let extends = index == 0 ? "" : "\"$extends\": \"{g\(index - 1)}\", "
      return "\"g\(index)\": {\(extends)\"t\(index)\": {\"$value\": \(index)}}"
    }
    return "{\"$type\": \"number\", " + groups.joined(separator: ", ") + "}"
  }

  /// Groups in a ring of `$extends`, each with a token.
  private static func ringOfExtends(_ count: Int) -> String {
    let groups = (0..<count).map { index in
      "\"g\(index)\": {\"$extends\": \"{g\((index + 1) % count)}\", \"t\": {\"$value\": 1}}"
    }
    return "{\"$type\": \"number\", " + groups.joined(separator: ", ") + "}"
  }

  /// A token whose value has `count` members, and `count` tokens that each point at its last.
  private static func pointersIntoOneValue(_ count: Int) -> String {
    let members = (0..<count).map { "\"m\($0)\": \($0)" }.joined(separator: ", ")
    let pointers = (0..<count).map {
      "\"p\($0)\": {\"$type\": \"number\", \"$value\": {\"$ref\": \"#/big/$value/m\(count - 1)\"}}"
    }
    return "{\"big\": {\"$type\": \"number\", \"$value\": {\(members)}}, "
      + pointers.joined(separator: ", ") + "}"
  }

  /// Tokens `t0` to `t<count - 1>`, each a `$ref` to the one before.
  private static func chainOfPointers(_ count: Int) -> String {
    let rest = (1..<count).map { "\"t\($0)\": {\"$ref\": \"#/t\($0 - 1)\"}" }
    return "{\"t0\": {\"$type\": \"number\", \"$value\": 1}, " + rest.joined(separator: ", ") + "}"
  }

  @Test func aChainOfExtendsIsReadInLinearStepsAndBytes() {
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.chainOfExtends(n) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainOfExtendsInheritsUpToTheBoundAndReportsTheRest() {
    let small = TokenFileScaling.file(Self.chainOfExtends(4))
    #expect(small.diagnostics.isEmpty)
    #expect(small.resolvedValue(of: "g3.t0") == .number(0))
    let large = TokenFileScaling.file(Self.chainOfExtends(100))
    #expect(large.tokens.count <= 100 * 5)
    #expect(large.diagnostics.allSatisfy { $0.code == .inputTooLarge })
    #expect(!large.diagnostics.isEmpty)
  }

  @Test func aRingOfExtendsIsReadInLinearStepsAndReportedAtEachGroup() {
    #expect(TokenFileScaling.file(Self.ringOfExtends(10)).diagnostics.count == 10)
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.ringOfExtends(n) }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func manyPointersIntoOneLargeValueAreReadInLinearSteps() {
    #expect(TokenFileScaling.file(Self.pointersIntoOneValue(10)).diagnostics.isEmpty)
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.pointersIntoOneValue(n) }
    #expect(growth.isLinear, "\(growth)")
  }

  /// A group `base` whose one token is a font stack of `count` names, and `count` groups
  /// that each extend it: each inherits the large value, which must not be read again.
  private static func largeValueExtended(_ count: Int) -> String {
    let names = (0..<count).map { "\"f\($0)\"" }.joined(separator: ", ")
    let groups = (0..<count).map {
      "\"g\($0)\": {\"$extends\": \"{base}\", \"t\": {\"$value\": \"x\"}}"
    }
    return "{\"$type\": \"fontFamily\", \"base\": {\"stack\": {\"$value\": [\(names)]}}, "
      + groups.joined(separator: ", ") + "}"
  }

  @Test func aLargeValueExtendedByManyGroupsIsReadInLinearStepsAndBytes() {
    let tokens = TokenFileScaling.file(Self.largeValueExtended(3))
    #expect(tokens.diagnostics.isEmpty, "\(tokens.formattedDiagnostics)")
    #expect(tokens.resolvedValue(of: "g2.stack") == tokens.resolvedValue(of: "base.stack"))
    #expect(tokens.resolvedValue(of: "g2.stack") != nil)
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.largeValueExtended(n) }
    #expect(growth.isLinear, "\(growth)")
  }

  /// A deprecated group whose message is `count` long, and `count` aliases of its token:
  /// each warning quotes the message, cut, so their text does not grow with the product.
  private static func deprecatedGroupAliased(_ count: Int) -> String {
    let message = String(repeating: "m", count: count)
    let aliases = (0..<count).map { "\"a\($0)\": {\"$value\": \"{old.t}\"}" }
    return "{\"$type\": \"number\", \"old\": {\"$deprecated\": \"\(message)\", "
      + "\"t\": {\"$value\": 1}}, " + aliases.joined(separator: ", ") + "}"
  }

  @Test func aLongDeprecationMessageQuotedByManyAliasesMakesLinearText() {
    #expect(TokenFileScaling.file(Self.deprecatedGroupAliased(3)).diagnostics.count == 3)
    let growth = Growth(from: Self.size) { n in
      TokenFileScaling.file(Self.deprecatedGroupAliased(n)).formattedDiagnostics.utf8.count
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainOfPointersIsReadInLinearStepsAndResolves() {
    let tokens = TokenFileScaling.file(Self.chainOfPointers(100))
    #expect(tokens.diagnostics.isEmpty)
    #expect(tokens.resolvedValue(of: "t99") == .number(1))
    let growth = TokenFileScaling.growth(from: Self.size) { n in Self.chainOfPointers(n) }
    #expect(growth.isLinear, "\(growth)")
  }
}
