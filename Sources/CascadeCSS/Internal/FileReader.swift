#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with the C library, so the module needs nothing beyond the
/// standard library and the system's C library.
enum FileReader {
  /// The file's bytes, at most `limit + 1` of them: one more than the limit shows that the
  /// file is over it without reading all of a large file.
  static func bytes(atPath path: String, limit: Int) throws(TextFileError) -> [UInt8] {
    guard let file = fopen(path, "rb") else { throw error(path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while bytes.count <= limit {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      bytes += chunk[..<count]
      if count < chunk.count {
        if ferror(file) != 0 { throw error(path) }
        break
      }
    }
    return bytes
  }

  private static func error(_ path: String) -> TextFileError {
    TextFileError(path: path, reason: String(cString: strerror(errno)))
  }
}
