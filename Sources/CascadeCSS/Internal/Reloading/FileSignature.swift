#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file: enough to tell, without reading it, that a file was
/// replaced (an atomic save renames a new inode onto the path) or written.
struct FileSignature: Sendable, Hashable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modifiedSeconds: Int64
  let modifiedNanoseconds: Int64

  /// A file modified this recently, in seconds, may be written again within the same tick
  /// of the file system's clock without its signature changing (git's "racily clean"
  /// files), so its content is compared too.
  static let racyWindow: Int64 = 2

  /// The signature of the file at `path`, or `nil` if it cannot be `stat`ed.
  init?(atPath path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
      modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
    #else
      modifiedSeconds = Int64(info.st_mtim.tv_sec)
      modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    #endif
  }

  /// Whether the file was modified so recently that a write now could leave the signature
  /// as it is.
  var isRacy: Bool {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) - modifiedSeconds < Self.racyWindow
  }
}
