#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file's bytes with the C library, so the module needs nothing beyond the
/// standard library and the system's C library.
///
/// Only a regular file is read: opening a named pipe for reading waits for a writer, and a
/// device may never end. The path is checked with `stat` before it is opened, and the file
/// opened without waiting (`O_NONBLOCK`) and checked again with `fstat`, in case something
/// else was renamed onto the path between the two.
enum FileReader {
  /// The file's bytes, at most `limit + 1` of them: one more than the limit shows that the
  /// file is over it without reading all of a large file.
  ///
  /// - Complexity: O(min(*n*, `limit`)) for a file of *n* bytes.
  static func bytes(atPath path: String, limit: Int) throws(TextFileError) -> [UInt8] {
    var info = stat()
    guard stat(path, &info) == 0 else { throw systemError(path) }
    try requireRegularFile(info, path)
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw systemError(path) }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0 else { throw systemError(path) }
    try requireRegularFile(info, path)
    let most = limit == .max ? limit : max(limit, 0) + 1
    return try bytes(of: descriptor, path: path, most: most)
  }

  /// Up to `most` bytes of an open regular file.
  private static func bytes(
    of descriptor: Int32, path: String, most: Int
  ) throws(TextFileError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(64 * 1024, most))
    while bytes.count < most {
      let wanted = min(chunk.count, most - bytes.count)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw systemError(path)
      }
      bytes += chunk[..<count]
    }
    return bytes
  }

  private static func requireRegularFile(_ info: stat, _ path: String) throws(TextFileError) {
    let type = info.st_mode & S_IFMT
    guard type != S_IFREG else { return }
    let kind = kinds[type].map { ": \($0)" } ?? ""
    throw TextFileError(path: path, reason: "not a regular file\(kind)", code: .notARegularFile)
  }

  /// What each file type other than a regular file is, in a reason.
  private static let kinds: [mode_t: String] = [
    S_IFDIR: "a directory", S_IFIFO: "a named pipe", S_IFCHR: "a device", S_IFBLK: "a device",
    S_IFSOCK: "a socket",
  ]

  private static func systemError(_ path: String) -> TextFileError {
    TextFileError(path: path, reason: String(cString: strerror(errno)))
  }
}
