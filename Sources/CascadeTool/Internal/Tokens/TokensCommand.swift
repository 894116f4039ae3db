import Cascade
import CascadeCSS
import Foundation

/// `cascade tokens FILE… --output DIR`: writes `DIR/DesignTokens.swift`, the design token
/// files as typed Swift (``TokenSource``), after checking them, and any sheets given with
/// them, as `lint` does.
///
/// Files with an error write nothing: their problems are printed, and the run fails, so a
/// build never compiles tokens that the files do not give.
struct TokensCommand {
  static let name = "tokens"
  static let flags: Set<String> = ["public"]
  static let options: Set<String> = ["output"]
  /// The file written in the output folder.
  static let outputName = "DesignTokens.swift"

  let paths: [String]
  let output: String
  let isPublic: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard !arguments.positional.isEmpty else {
      throw UsageError("`cascade tokens` needs a design token file; see `cascade tokens --help`")
    }
    guard let output = arguments.options["output"] else {
      throw UsageError("`cascade tokens` needs `--output DIR`, the folder to write into")
    }
    for path in arguments.positional where InputFile.kind(of: path) == nil {
      throw UsageError(InputFile.unknownKind(path))
    }
    paths = arguments.positional
    self.output = output
    isPublic = arguments.flags.contains("public")
  }

  /// Checks the files, and writes the source unless one has an error. Sheets given with the
  /// token files are linted against them, as `lint` does, which is how the build plugin
  /// checks a target's sheets in the same command.
  func run(output console: inout ToolOutput) throws(UsageError) -> ToolExitStatus {
    let inputs = try ToolInputs(paths: paths)
    var (source, problems) = try Self.source(of: inputs.tokenFiles, isPublic: isPublic)
    problems += inputs.configuration.problems
    for sheet in inputs.sheets { problems += inputs.problems(of: sheet) }
    problems.flatMap(\.lines).forEach { console.print($0) }
    guard !problems.contains(where: { $0.severity == .error }) else {
      return .problemsFound
    }
    try Self.write(source.text, toFolder: output)
    return .success
  }

  /// The source for `files`, or the problems that stop it.
  ///
  /// - Complexity: O(*n*) in the files' tokens, for a standard mapping of fixed size.
  static func source(
    of files: [(path: String, file: DesignTokenFile)], isPublic: Bool
  )
    throws(UsageError) -> (TokenSource, [Problem])
  {
    let tokens = FileTokens(files)
    var themes = ThemeWriter(tokens: tokens)
    // Light files first, so that each dark file finds the theme it extends.
    let isDark = { (path: String) in
      ThemeWriter.lightStem(ofDark: ThemeWriter.stem(of: path)) != nil
    }
    for (path, file) in files where !isDark(path) { try themes.add(file, at: path) }
    for (path, file) in files where isDark(path) { try themes.add(file, at: path) }
    let source = TokenSource(
      tokens: tokens.entries, themes: themes.themes, access: isPublic ? "public " : "")
    return (source, themes.problems)
  }

  /// Writes `text` to the output file in `folder`, creating the folder, unless the file has
  /// it already: an unchanged file keeps its date, so the build compiles nothing again.
  static func write(_ text: String, toFolder folder: String) throws(UsageError) {
    let path = folder + "/" + outputName
    if let old = FileManager.default.contents(atPath: path), old == Data(text.utf8) { return }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw UsageError("cannot write `\(path)`: \(error.localizedDescription)")
    }
  }
}
