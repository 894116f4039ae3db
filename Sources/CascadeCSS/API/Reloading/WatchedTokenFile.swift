public import Cascade

/// A file of design-token values that a ``StylesheetReloader`` watches beside its sheet,
/// with the function that reads it into a ``/Cascade/Theme``.
///
/// The reloader knows no token file format: it reads the file's text and hands it to
/// `load`, with the theme the file's values go over. A token file's format, such as the
/// Design Tokens Community Group's JSON, plugs in as that function:
///
/// ```swift
/// let spacing = WatchedTokenFile(path: "Styles/spacing.txt") {
///   text, base throws(TextLoadingError) in
///   guard let points = Double(text.filter { !$0.isWhitespace }) else {
///     let start = TextPosition(line: 1, column: 1, offset: 0)
///     let problem = TextDiagnostic(
///       code: .invalidValue, message: "expected a number of points", file: "spacing.txt",
///       range: TextRange(start: start, end: start))
///     throw TextLoadingError(diagnostics: [problem], source: text)
///   }
///   return Theme(name: "Spacing", extending: base) { $0[.spacing] = points }
/// }
/// ```
public struct WatchedTokenFile: Sendable {
  /// The file's path; the file is watched by path, so a save that replaces it is seen.
  public let path: String
  /// Reads the file's text into a theme that extends the given one, or throws every
  /// problem found.
  public let load: @Sendable (_ text: String, _ base: Theme) throws(TextLoadingError) -> Theme

  /// Creates a watched token file.
  ///
  /// ```swift
  /// let tokens = WatchedTokenFile(path: "tokens.txt") { _, base in base }
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - load: Reads the file's text into a theme extending `base`, or throws its
  ///     problems; called off the tree's actor, so it must be `Sendable`.
  public init(
    path: String,
    load: @escaping @Sendable (_ text: String, _ base: Theme) throws(TextLoadingError) -> Theme
  ) {
    self.path = path
    self.load = load
  }
}
