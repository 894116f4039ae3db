import CascadeTool
import Testing

@Suite struct ExplainCommandTests {
  private static let sheet = """
    Label { color: var(--accent); number-of-lines: 2; }
    View.card > Label.title { number-of-lines: 1; }
    Label.title:highlighted { opacity: 0.5; }

    """

  @Test func eachPropertyNamesItsRuleAndWhereItIsDeclared() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.sheet)
    let (status, output) = folder.run(
      "explain", card, "--element", "View.card > Label.title:highlighted")
    #expect(status == .success, "\(output.standardError)")
    let text = output.standardOutput
    #expect(text.hasPrefix("View.card > Label.title:highlighted (light)\n"))
    #expect(text.contains("numberOfLines = 1\n    from View.card > Label.title (\(card):2:1)"))
    #expect(text.contains("declared at \(card):2:27, overriding Label"))
    #expect(text.contains("alpha = 0.5\n    from Label.title:highlighted (\(card):3:1)"))
  }

  @Test func elementOutsideTheCardGetsNoneOfItsRules() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.sheet)
    let text = folder.run("explain", card, "--element", "Label.title").output.standardOutput
    #expect(text.contains("numberOfLines = 2"))
    #expect(!text.contains("alpha"))
  }

  @Test func darkResolvesTokensInTheDarkTheme() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.sheet)
    let light = folder.run("explain", card, "--element", "Label").output.standardOutput
    let dark = folder.run("explain", card, "--element", "Label", "--dark").output.standardOutput
    #expect(light.contains("textColor = #007AFF"))
    #expect(dark.contains("textColor = #0A84FF"))
  }

  @Test func sheetProblemsComeFirstAndFail() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", "Label { colr: red; number-of-lines: 3; }\n")
    let (status, output) = folder.run("explain", card, "--element", "Label")
    #expect(status == .problemsFound)
    #expect(output.standardOutput.hasPrefix("\(card):1:9: error: unknown property `colr`"))
    #expect(output.standardOutput.contains("numberOfLines = 3"))
  }

  @Test(arguments: [
    ["explain", "Card.css", "--element", "Card > Label"],
    ["explain", "Card.css", "--element", "Label:hover"],
    ["explain", "Card.css"],
    ["explain", "--element", "Label"],
  ])
  func misdescribedElementIsMisuse(arguments: [String]) {
    var output = ToolOutput()
    #expect(CascadeCommandLine.run(arguments, output: &output) == .usageError)
    #expect(output.standardError.hasPrefix("cascade: error: "))
  }
}
