#if canImport(SwiftUI)
  public import CascadeCSS

  /// What went wrong with a SwiftUI screen's stylesheet: the diagnostics of a sheet a
  /// `stylesheet` modifier was given, or a problem of a reloader's save.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "app.css")
  /// let problems = StyleProblems(sheet)
  /// print(problems)  // app.css:1:8: error: unknown property `colr`; did you mean `color`?
  /// ```
  ///
  /// The environment's ``SwiftUI/EnvironmentValues/reportStyleProblems`` receives them;
  /// ``SwiftUI/View/onStyleProblems(perform:)`` sets it.
  public struct StyleProblems: Sendable, CustomStringConvertible {
    /// The name of the sheet, or of the file, the problems are in.
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "app.css")
    /// print(StyleProblems(sheet).sheetName)  // app.css
    /// ```
    public let sheetName: String

    /// Each problem with its file, line and column; empty for a problem that is not in the
    /// text, such as a file that could not be read.
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "app.css")
    /// for diagnostic in StyleProblems(sheet).diagnostics {
    ///   print(diagnostic.file, diagnostic.range.start, diagnostic.code)  // app.css 1:8 …
    /// }
    /// ```
    public let diagnostics: [TextDiagnostic]

    /// Whether any of them is an error, which left a declaration or a rule out (for a
    /// reloader's save, which kept the last good sheet in force).
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "app.css")
    /// print(StyleProblems(sheet).hasErrors)  // true
    /// ```
    public let hasErrors: Bool

    /// One line for each problem, with its position, as a compiler prints it.
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "app.css")
    /// print(StyleProblems(sheet).description)
    /// ```
    public let description: String

    /// The diagnostics of a loaded sheet.
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { color: red; }", named: "app.css")
    /// print(StyleProblems(sheet).diagnostics.isEmpty)  // true
    /// ```
    ///
    /// - Parameter sheet: The sheet, as a vocabulary loaded it.
    public init(_ sheet: CSSStylesheet) {
      sheetName = sheet.name
      diagnostics = sheet.diagnostics
      hasErrors = sheet.hasErrors
      description = sheet.diagnostics.map(\.description).joined(separator: "\n")
    }

    /// A problem a reloader reported for a save of its sheet or of a token file.
    ///
    /// ```swift
    /// let reloader = StylesheetReloader(sheetAt: "Styles/app.css", vocabulary: .standard)
    /// reloader.onProblem = { problem in print(StyleProblems(problem, in: "app.css")) }
    /// ```
    ///
    /// - Parameters:
    ///   - problem: The problem.
    ///   - sheetName: The sheet the reloader keeps.
    public init(_ problem: ReloadProblem, in sheetName: String) {
      self.sheetName = problem.diagnostics.first?.file ?? sheetName
      diagnostics = problem.diagnostics
      if case .warnings = problem { hasErrors = false } else { hasErrors = true }
      description =
        problem.diagnostics.isEmpty
        ? "\(sheetName): error: \(problem)"
        : problem.diagnostics.map(\.description).joined(separator: "\n")
    }
  }
#endif
