/// What a run of the `cascade` tool printed: its standard output and its standard error,
/// kept apart so that tests read them as a shell would.
///
/// ```swift
/// var output = ToolOutput()
/// let status = CascadeCommandLine.run(["lint", "Card.css"], output: &output)
/// print(output.standardOutput, status)
/// ```
package struct ToolOutput: Sendable, Equatable {
  /// The text for standard output: the report, the formatted sheet, the help.
  package var standardOutput = ""
  /// The text for standard error: misuse of the tool, and files it cannot read.
  package var standardError = ""

  /// Creates an empty output.
  package init() {}

  /// Adds a line to standard output.
  mutating func print(_ line: String) { standardOutput += line + "\n" }

  /// Adds a line to standard error.
  mutating func printError(_ line: String) { standardError += line + "\n" }
}
