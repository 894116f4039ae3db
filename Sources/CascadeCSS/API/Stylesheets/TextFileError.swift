/// Why a text stylesheet's file could not be read.
///
/// ```swift
/// do {
///   _ = try StyleVocabulary.standard.load(contentsOfFile: "missing.css")
/// } catch {
///   print(error)  // missing.css: No such file or directory
/// }
/// ```
///
/// Only regular files are read: a directory, a named pipe, a device or a socket at the path
/// is a ``Code-swift.enum/notARegularFile`` error, and is never read, since reading one
/// could wait for a writer that never comes or never reach an end.
public struct TextFileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it is: a stable identifier, for tests and tools.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The system could not open or read the file: it is missing, or not readable.
    case unreadable
    /// Something other than a regular file is at the path: a directory, a named pipe
    /// (FIFO), a device or a socket.
    case notARegularFile
  }

  /// What kind of problem it is.
  public let code: Code
  /// The file's path.
  public let path: String
  /// Why it could not be read, as the system says it, or what is at the path instead of a
  /// regular file.
  public let reason: String

  /// Creates an error.
  ///
  /// ```swift
  /// let error = TextFileError(path: "card.css", reason: "Permission denied")
  /// let pipe = TextFileError(
  ///   path: "live.css", reason: "not a regular file: a named pipe", code: .notARegularFile)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The file's path.
  ///   - reason: Why it could not be read.
  ///   - code: What kind of problem it is; by default, a file the system could not read.
  public init(path: String, reason: String, code: Code = .unreadable) {
    self.code = code
    self.path = path
    self.reason = reason
  }

  /// `path: reason`.
  public var description: String { "\(path): \(reason)" }
}
