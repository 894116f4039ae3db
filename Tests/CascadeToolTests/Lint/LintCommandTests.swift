import CascadeTool
import Foundation
import Testing

@Suite struct LintCommandTests {
  private static let card = """
    /* The card. */
    Label.title {
      colr: red;
      font: headline;
    }

    """

  @Test func misspeltPropertyIsAnErrorAtItsLineWithTheSuggestionAsANote() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.card)
    let (status, output) = folder.run("lint", card)
    #expect(status == .problemsFound)
    #expect(status.rawValue == 1)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(card):3:3: error: unknown property `colr` [unknownProperty]")
    #expect(lines.contains("\(card):3:3: note: did you mean `color`?"))
    #expect(output.standardError.isEmpty)
  }

  @Test func cleanSheetPrintsNothingAndSucceeds() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", "Label { color: var(--primary-text); }\n")
    let (status, output) = folder.run("lint", card)
    #expect(status == .success)
    #expect(output.standardOutput.isEmpty)
  }

  @Test func warningPassesUnlessWarningsAreErrors() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", "Label { color: red !important; }\n")
    let lenient = folder.run("lint", card)
    #expect(lenient.status == .success)
    #expect(lenient.output.standardOutput.contains(": warning: "))
    #expect(lenient.output.standardOutput.contains("[unsupportedImportant]"))
    let strict = folder.run("lint", "--warnings-as-errors", card)
    #expect(strict.status == .problemsFound)
    #expect(strict.output.standardOutput.contains("\(card):1:20: error: "))
  }

  @Test func jsonReportHasEachProblemWithItsRange() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.card)
    let (status, output) = folder.run("lint", "--format", "json", card)
    #expect(status == .problemsFound)
    let data = Data(output.standardOutput.utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let problems = try #require(report["problems"] as? [[String: Any]])
    #expect(report["errors"] as? Int == 1)
    #expect(problems.count == 1)
    let problem = try #require(problems.first)
    let numbers: [String: Int] = ["line": 3, "column": 3, "endColumn": 7]
    for (member, expected) in numbers {
      #expect(problem[member] as? Int == expected, "\(member)")
    }
    let texts: [String: String] = [
      "file": card, "code": "unknownProperty", "suggestion": "color",
    ]
    for (member, expected) in texts {
      #expect(problem[member] as? String == expected, "\(member)")
    }
  }

  @Test func sheetReadsTheTokensOfTheTokenFilesGivenWithIt() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write(
      "Card.css",
      "Label { color: var(--color-brand-primary); }\nView { opacity: var(--color-brand-primary); }\n"
    )
    let tokens = try folder.write(
      "Brand.tokens.json",
      ##"{"color": {"$type": "color", "brand": {"primary": {"$value": "#FF2D55"}}}}"##)
    let alone = folder.run("lint", card)
    #expect(alone.output.standardOutput.contains("\(card):1:20: error: "))
    #expect(alone.output.standardOutput.contains("[unknownToken]"))
    let (status, output) = folder.run("lint", card, tokens)
    #expect(status == .problemsFound)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("\(card):2:") }, "\(lines)")
    #expect(output.standardOutput.contains("[tokenTypeMismatch]"))
  }

  @Test func standardPathGivesTheStandardTokenAndAddsNoName() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", "Label { color: var(--color-text-primary); }\n")
    let tokens = try folder.write(
      "Card.tokens.json",
      ##"{"color": {"$type": "color", "text": {"primary": {"$value": "#000000"}}}}"##)
    let (status, output) = folder.run("lint", tokens, card)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.contains("[unknownToken]"))
  }

  @Test func tokenFileProblemsAreReportedAtTheirPlace() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let tokens = try folder.write(
      "Brand.tokens.json", "{\n  \"color\": {\"$type\": \"colour\", \"a\": {\"$value\": 1}}\n}\n")
    let (status, output) = folder.run("lint", tokens)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.hasPrefix("\(tokens):2:"), "\(output.standardOutput)")
    #expect(output.standardOutput.contains("[unknownTokenType]"))
  }

  @Test func twoPathsThatGiveOneNameAreAnError() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let tokens = try folder.write(
      "Brand.tokens.json",
      ##"{"color": {"$type": "color", "brand-primary": {"$value": "#FF2D55"}, "brand": {"primary": {"$value": "#FF2D56"}}}}"##
    )
    let (status, output) = folder.run("lint", tokens)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.contains("[tokenNameCollision]"))
    #expect(output.standardOutput.contains("`color.brand.primary` is named `colorBrandPrimary`"))
  }
}
