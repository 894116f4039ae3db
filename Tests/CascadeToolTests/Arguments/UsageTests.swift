import CascadeTool
import Testing

@Suite struct UsageTests {
  @Test(arguments: [
    (["lint", "/no/such/Card.css"], "cascade: error: no such file: `/no/such/Card.css`"),
    (
      ["lint", "--fast", "Card.css"],
      "cascade: error: unknown option `--fast` for `cascade lint`; see `cascade lint --help`"
    ),
    (["lint"], "cascade: error: `cascade lint` needs at least one file; see `cascade lint --help`"),
    (
      ["lint", "--format", "xml", "Card.css"],
      "cascade: error: unknown format `xml` for `cascade lint`; use `text` or `json`"
    ),
    (["lint", "--format"], "cascade: error: `cascade lint --format` needs a value"),
    (
      ["lint", "Card.txt"],
      "cascade: error: `Card.txt` is not a sheet (.css), a design token file (.tokens.json) or `cascade.json`"
    ),
    (["style", "Card.css"], "cascade: error: unknown command `style`; see `cascade --help`"),
    (
      ["lnt", "Card.css"],
      "cascade: error: unknown command `lnt`; did you mean `lint`? see `cascade --help`"
    ),
    (
      ["format", "--chek", "Card.css"],
      "cascade: error: unknown option `--chek` for `cascade format`; did you mean `--check`? "
        + "see `cascade format --help`"
    ),
    (
      ["format", "A.css", "B.css"],
      "cascade: error: `cascade format` prints one sheet; give `--in-place` or `--check` for several"
    ),
  ])
  func misuseIsOneLineOnStandardErrorAndExitTwo(arguments: [String], line: String) {
    var output = ToolOutput()
    let status = CascadeCommandLine.run(arguments, output: &output)
    #expect(status == .usageError)
    #expect(status.rawValue == 2)
    #expect(output.standardError == line + "\n")
    #expect(output.standardOutput.isEmpty)
  }

  @Test(arguments: [
    ["--help"], ["lint", "--help"], ["format", "-h"], ["lint", "x.css", "--help"],
  ])
  func helpIsPrintedForTheToolAndEachCommand(arguments: [String]) {
    var output = ToolOutput()
    let status = CascadeCommandLine.run(arguments, output: &output)
    #expect(status == .success)
    #expect(output.standardOutput.contains("USAGE: cascade"))
    #expect(output.standardError.isEmpty)
  }

  @Test func noCommandPrintsTheHelpAndIsMisuse() {
    var output = ToolOutput()
    #expect(CascadeCommandLine.run([], output: &output) == .usageError)
    #expect(output.standardOutput.contains("COMMANDS:"))
  }

  @Test func optionValueMayFollowAnEqualsSignAndDoubleDashEndsOptions() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("-Card.css", "Label { color: red; }\n")
    let (status, output) = folder.run("lint", "--format=json", "--", card)
    #expect(status == .success, "\(output.standardError)")
    #expect(output.standardOutput.hasPrefix("{"))
  }
}
