/// One verb of the tool: its name, the flags and options it takes, its help, and its run.
protocol ToolCommand {
  static var name: String { get }
  static var flags: Set<String> { get }
  static var options: Set<String> { get }
  /// The text `--help` prints.
  static var help: String { get }

  /// Reads the command's arguments.
  ///
  /// - Throws: ``UsageError`` for arguments the command cannot run with.
  init(_ arguments: ParsedArguments) throws(UsageError)

  /// Runs the command.
  ///
  /// - Throws: ``UsageError`` for a file the command cannot read or write.
  func run(output: inout ToolOutput) throws(UsageError) -> ToolExitStatus
}

extension ToolCommand {
  /// Reads `arguments` and runs the command, or prints its help.
  static func main(
    _ arguments: [String], output: inout ToolOutput
  ) throws(UsageError)
    -> ToolExitStatus
  {
    let parsed = try ParsedArguments(arguments, command: name, flags: flags, options: options)
    if parsed.wantsHelp {
      output.standardOutput += help + "\n"
      return .success
    }
    return try Self(parsed).run(output: &output)
  }
}

extension LintCommand: ToolCommand {
  static var help: String { HelpText.lint }
}

extension FormatCommand: ToolCommand {
  static var help: String { HelpText.format }
}

extension TokensCommand: ToolCommand {
  static var help: String { HelpText.tokens }
}

extension ExplainCommand: ToolCommand {
  static var help: String { HelpText.explain }
}
