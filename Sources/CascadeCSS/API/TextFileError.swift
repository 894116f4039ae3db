/// Why a text stylesheet's file could not be read.
///
/// ```swift
/// do {
///   _ = try StyleVocabulary.standard.load(contentsOfFile: "missing.css")
/// } catch {
///   print(error)  // missing.css: No such file or directory
/// }
/// ```
public struct TextFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file's path.
  public let path: String
  /// Why it could not be read, as the system says it.
  public let reason: String

  /// Creates an error.
  ///
  /// ```swift
  /// let error = TextFileError(path: "card.css", reason: "Permission denied")
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: Why it could not be read.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
