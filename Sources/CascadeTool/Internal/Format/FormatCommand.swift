import CascadeCSS
import Foundation

/// `cascade format FILE…`: prints sheets in the canonical form the library prints, with
/// their comments, so that a team's sheets read alike.
///
/// Token files and a configuration named with the sheets give the tokens and properties
/// they read, as for `lint`, and are not rewritten. A sheet with any problem is left as it is and its problems reported: the
/// printer leaves out what a problem is about, and formatting must not lose text.
struct FormatCommand {
  static let name = "format"
  static let flags: Set<String> = ["check", "in-place"]
  static let options: Set<String> = []

  let paths: [String]
  let check: Bool
  let inPlace: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positional
    check = arguments.flags.contains("check")
    inPlace = arguments.flags.contains("in-place")
    let sheets = paths.filter { InputFile.kind(of: $0) == .sheet }
    guard !sheets.isEmpty else {
      throw UsageError("`cascade format` needs a sheet (.css); see `cascade format --help`")
    }
    guard check || inPlace || sheets.count == 1 else {
      throw UsageError(
        "`cascade format` prints one sheet; give `--in-place` or `--check` for several")
    }
  }

  /// Formats each sheet: prints it, rewrites it, or, with `--check`, names each that would
  /// change. Exit 1 if a sheet has problems or, with `--check`, is not in canonical form.
  func run(output: inout ToolOutput) throws(UsageError) -> ToolExitStatus {
    let inputs = try ToolInputs(paths: paths)
    var status = ToolExitStatus.success
    // A mistake in the configuration is reported as lint reports it, and fails the run; the
    // sheets are still formatted with what it declares.
    for problem in inputs.configuration.problems {
      problem.lines.forEach { output.print($0) }
      status = .problemsFound
    }
    for file in inputs.sheets {
      let sheet = inputs.vocabulary.load(file.text, named: file.path)
      guard sheet.diagnostics.isEmpty else {
        sheet.diagnostics.flatMap {
          inputs.configuration.naming(Problem($0, file: file.path)).lines
        }
        .forEach { output.print($0) }
        output.printError("cascade: `\(file.path)` has problems; it is left as it is")
        status = .problemsFound
        continue
      }
      let formatted = Self.canonicalText(of: sheet)
      if check {
        guard formatted != file.text else { continue }
        output.print("\(file.path): not in canonical form; `cascade format --in-place` it")
        status = .problemsFound
      } else if inPlace {
        guard formatted != file.text else { continue }
        try Self.write(formatted, to: file.path)
      } else {
        output.standardOutput += formatted
      }
    }
    return status
  }

  /// The sheet's canonical text, with its comments.
  ///
  /// - Complexity: O(*n* log *n*) in the sheet's text.
  static func canonicalText(of sheet: CSSStylesheet) -> String {
    CommentPlacement.placing(
      comments: SheetComment.comments(in: sheet.source), of: sheet, in: sheet.cssText)
  }

  private static func write(_ text: String, to path: String) throws(UsageError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError("cannot write `\(path)`: \(error.localizedDescription)")
    }
  }
}
