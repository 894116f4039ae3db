import CascadeCSS
// Foundation reads the files named on the command line: the library's own reader is
// internal to CascadeCSS, and the tool runs where Foundation ships.
import Foundation

/// A file named on the command line, read: a sheet, a design token file or the tool's
/// configuration, by its name.
struct InputFile {
  /// What a file holds, told by how its name ends.
  enum Kind: Equatable {
    /// A text stylesheet, `.css`.
    case sheet
    /// A design token file, `.tokens.json` or `.tokens`, as the format names them.
    case tokens
    /// The tool's configuration, `cascade.json`: an app's own types and properties.
    case configuration
  }

  /// The path as given, which diagnostics name, so that an editor finds the file.
  let path: String
  let kind: Kind
  /// The text, UTF-8; not read past the loader's size limit, which reports the excess.
  let text: String

  /// The kind a path names, or `nil` for a file the tool does not read.
  static func kind(of path: String) -> Kind? {
    let name = path.lowercased()
    if name == ToolConfiguration.fileName || name.hasSuffix("/" + ToolConfiguration.fileName) {
      return .configuration
    }
    if name.hasSuffix(".css") { return .sheet }
    if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") { return .tokens }
    return nil
  }

  /// The message for a file of no kind the tool reads.
  static func unknownKind(_ path: String) -> String {
    "`\(path)` is not a sheet (.css), a design token file (.tokens.json) or "
      + "`\(ToolConfiguration.fileName)`"
  }

  /// Reads the file at `path`.
  ///
  /// - Throws: ``UsageError`` for a file of another kind, a missing file, a folder, or one
  ///   that cannot be read.
  init(path: String, limits: TextLimits = .standard) throws(UsageError) {
    guard let kind = Self.kind(of: path) else {
      throw UsageError(Self.unknownKind(path))
    }
    self.path = path
    self.kind = kind
    self.text = try Self.read(path, limit: limits.maximumBytes)
  }

  /// The file's text; one byte past `limit` is read, so that the loader reports the size.
  static func read(_ path: String, limit: Int) throws(UsageError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw UsageError("no such file: `\(path)`")
    }
    guard !isFolder.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError("cannot read `\(path)`: not a readable file")
    }
    defer { try? handle.close() }
    let data: Data?
    do { data = try handle.read(upToCount: limit + 1) } catch {
      throw UsageError("cannot read `\(path)`: \(error.localizedDescription)")
    }
    var bytes = [UInt8](data ?? Data())
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
