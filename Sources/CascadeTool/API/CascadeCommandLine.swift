// Foundation for the process's streams and exit status, in `runProcess()`.
import CascadeCSS
import Foundation

/// The `cascade` command-line tool, run in the calling process: the executable is a thin
/// wrapper around ``run(_:output:)``, so that tests run its commands as a shell does.
///
/// ```swift
/// var output = ToolOutput()
/// let status = CascadeCommandLine.run(["lint", "Styles/Card.css"], output: &output)
/// print(output.standardOutput)  // Styles/Card.css:3:5: error: unknown property …
/// ```
package enum CascadeCommandLine {
  /// Runs the tool with `arguments`, the command line without the tool's own name.
  ///
  /// - Parameters:
  ///   - arguments: The command and its arguments: `["lint", "Card.css"]`.
  ///   - output: Receives what the tool prints.
  /// - Returns: How the run ended; its raw value is the exit status.
  /// - Complexity: O(*n*) in the files' text, as each command says.
  package static func run(_ arguments: [String], output: inout ToolOutput) -> ToolExitStatus {
    do {
      return try dispatch(arguments, output: &output)
    } catch {
      output.printError("cascade: error: \(error.message)")
      return .usageError
    }
  }

  /// Runs the tool with the process's arguments, writes what it prints to the process's
  /// standard output and error, and exits with its status: the whole of an executable that
  /// is the tool.
  package static func runProcess() -> Never {
    var output = ToolOutput()
    let status = run(Array(CommandLine.arguments.dropFirst()), output: &output)
    FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
    FileHandle.standardError.write(Data(output.standardError.utf8))
    exit(status.rawValue)
  }

  private static func dispatch(
    _ arguments: [String], output: inout ToolOutput
  )
    throws(UsageError) -> ToolExitStatus
  {
    guard let command = arguments.first, command != "-h", command != "--help" else {
      output.standardOutput += HelpText.tool + "\n"
      return arguments.isEmpty ? .usageError : .success
    }
    guard let tool = commands.first(where: { $0.name == command }) else {
      throw UsageError(unknownCommand(command))
    }
    return try tool.main(Array(arguments.dropFirst()), output: &output)
  }

  /// The message for a command the tool does not have, with the nearest it has.
  private static func unknownCommand(_ command: String) -> String {
    // A closure, not `\.name`: Swift 6.3 crashes lowering a key path to a static member
    // of an existential metatype (Tests/Fixtures/CompilerDefects).
    let nearest = Suggestions.nearest(to: command, among: commands.map { $0.name })
    let suggestion = nearest.map { "did you mean `\($0)`? " } ?? ""
    return "unknown command `\(command)`; \(suggestion)see `cascade --help`"
  }

  /// The commands, in the order the help lists them.
  private static var commands: [any ToolCommand.Type] {
    [LintCommand.self, FormatCommand.self, TokensCommand.self, ExplainCommand.self]
  }
}
