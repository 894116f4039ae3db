import CascadeCSS
import CascadeViews

/// `cascade lint FILE…`: checks sheets and design token files with the library's own
/// loaders, and reports every problem as a compiler does.
struct LintCommand {
  static let name = "lint"
  static let flags: Set<String> = ["warnings-as-errors"]
  static let options: Set<String> = ["format"]

  /// How the report is printed.
  enum Format: String {
    case text
    case json
  }

  let paths: [String]
  let warningsAsErrors: Bool
  let format: Format

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard !arguments.positional.isEmpty else {
      throw UsageError("`cascade lint` needs at least one file; see `cascade lint --help`")
    }
    let format = arguments.options["format"] ?? "text"
    guard let known = Format(rawValue: format) else {
      throw UsageError("unknown format `\(format)` for `cascade lint`; use `text` or `json`")
    }
    self.paths = arguments.positional
    self.warningsAsErrors = arguments.flags.contains("warnings-as-errors")
    self.format = known
  }

  /// Reads every file, token files and the configuration first, so that each sheet reads
  /// the tokens and properties they give.
  ///
  /// - Throws: ``UsageError`` for a file the tool cannot read: nothing is reported then.
  /// - Complexity: O(*n*) in the files' text, within the loader's bounds.
  func problems() throws(UsageError) -> [Problem] {
    let inputs = try ToolInputs(paths: paths)
    var problems: [Problem] = []
    var tokenFileIndex = 0
    for file in inputs.files {
      switch file.kind {
      case .tokens:
        let read = inputs.tokenFiles[tokenFileIndex].file
        tokenFileIndex += 1
        problems += read.diagnostics.map { Problem($0, file: file.path) }
        problems += inputs.tokens.problems.filter { $0.file == file.path }
      case .configuration: problems += inputs.configuration.problems
      case .sheet: problems += inputs.problems(of: file)
      }
    }
    return warningsAsErrors ? problems.map(\.promoted) : problems
  }

  /// Runs the command: the report on standard output; exit 1 if any problem is an error.
  func run(output: inout ToolOutput) throws(UsageError) -> ToolExitStatus {
    let problems = try problems()
    switch format {
    case .text: problems.flatMap(\.lines).forEach { output.print($0) }
    case .json: output.print(LintReport(problems).jsonText)
    }
    return problems.contains { $0.severity == .error } ? .problemsFound : .success
  }
}
