extension TextDiagnostic {
  /// How serious a problem is, as a compiler ranks its diagnostics.
  ///
  /// ```swift
  /// let loaded = StyleVocabulary.standard.load(
  ///   "Label { color: red !important; }", named: "card.css")
  /// print(loaded.diagnostics[0].severity)  // warning
  /// print(loaded.hasErrors)                // false: the color still loads
  /// ```
  public enum Severity: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The text cannot be read as written: what the problem is about is left out, and a
    /// ``StylesheetReloader`` keeps the last good sheet.
    case error
    /// The text is read, but likely not as meant: what the problem is about still loads,
    /// unless the load treats warnings as errors.
    case warning
    /// More about another problem, or something worth knowing: it never stops a load.
    case note

    /// The severity as a compiler prints it: `error`, `warning`, `note`.
    public var description: String { rawValue }
  }
}
