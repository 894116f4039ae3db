import CascadeTool
import Foundation

/// A fresh folder of files for one test, and the tool run on them in-process.
struct ScratchFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("cascade-tool-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` in the folder, making the folders `name` names, and returns
  /// its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: file).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The text of `name` in the folder.
  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + name, encoding: .utf8)
  }

  /// Runs `cascade` with `arguments`.
  func run(_ arguments: String...) -> (status: ToolExitStatus, output: ToolOutput) {
    var output = ToolOutput()
    let status = CascadeCommandLine.run(arguments, output: &output)
    return (status, output)
  }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
