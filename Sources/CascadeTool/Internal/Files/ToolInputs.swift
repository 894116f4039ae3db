import CascadeCSS

/// The files a command was given, read, with what they give a sheet: the tokens of the
/// design token files and the types and properties of the configuration, `cascade.json`.
struct ToolInputs {
  /// Every file, in the order given.
  let files: [InputFile]
  /// The design token files, read, in the order given.
  let tokenFiles: [(path: String, file: DesignTokenFile)]
  /// The tokens the token files add.
  let tokens: FileTokens
  /// The configuration given, or one that declares nothing.
  let configuration: ToolConfiguration
  /// The vocabulary the sheets are read with: the standard one, the files' tokens and the
  /// configuration's types and properties.
  let vocabulary: StyleVocabulary

  /// Reads the files at `paths`.
  ///
  /// - Throws: ``UsageError`` for a file the tool cannot read, or a second configuration.
  /// - Complexity: O(*n*) in the files' text.
  init(paths: [String]) throws(UsageError) {
    var files: [InputFile] = []
    for path in paths { files.append(try InputFile(path: path)) }
    let configurations = files.filter { $0.kind == .configuration }
    guard configurations.count <= 1 else {
      throw UsageError("give one `\(ToolConfiguration.fileName)`, not \(configurations.count)")
    }
    self.files = files
    tokenFiles = files.filter { $0.kind == .tokens }.map {
      (path: $0.path, file: DesignTokenFile(parsing: $0.text, named: $0.path))
    }
    tokens = FileTokens(tokenFiles)
    configuration =
      configurations.first.map { ToolConfiguration(parsing: $0.text, named: $0.path) }
      ?? ToolConfiguration()
    var vocabulary = tokens.vocabulary
    configuration.register(in: &vocabulary)
    self.vocabulary = vocabulary
  }

  /// The problems of a sheet, read with ``vocabulary``, each type the configuration
  /// declares called by its name.
  func problems(of sheet: InputFile) -> [Problem] {
    vocabulary.diagnostics(of: sheet.text, named: sheet.path).map {
      configuration.naming(Problem($0, file: sheet.path))
    }
  }

  /// The sheets, in the order given.
  var sheets: [InputFile] { files.filter { $0.kind == .sheet } }
}
