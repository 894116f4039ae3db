import Foundation

/// A file in a directory of its own that a test writes, saves and deletes as an editor
/// would.
struct SheetFile {
  let directory: String
  let path: String

  init(named name: String = "live.css") throws {
    directory = NSTemporaryDirectory() + "cascade-reload-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    path = directory + "/" + name
  }

  /// Writes the file in place, keeping its inode, as a plain `write` does.
  func write(_ text: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  /// Writes a new file beside it and renames it onto the path, as an editor's atomic save
  /// does: the path names a new inode.
  func saveAtomically(_ text: String) throws {
    let temporary = directory + "/.save-" + UUID().uuidString
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    guard rename(temporary, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  func delete() throws {
    try FileManager.default.removeItem(atPath: path)
  }

  /// Puts a named pipe (FIFO) at the path, as a file: opening it to read waits for a
  /// writer.
  func makePipe() throws {
    guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
  }

  /// Puts a directory at the path, as a file.
  func makeDirectory() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  /// A sibling file, for token files.
  func sibling(named name: String) -> SheetFile {
    SheetFile(directory: directory, path: directory + "/" + name)
  }

  private init(directory: String, path: String) {
    self.directory = directory
    self.path = path
  }

  /// The inode of the file at the path.
  var inode: UInt64? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber]
      as? UInt64
  }

  /// How many of this process's file descriptors are open on a file in the directory.
  var openDescriptors: Int {
    let descriptors =
      (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.count { descriptor in
      let target = try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/self/fd/" + descriptor)
      return target?.hasPrefix(directory) ?? false
    }
  }

  func removeDirectory() {
    try? FileManager.default.removeItem(atPath: directory)
  }
}
