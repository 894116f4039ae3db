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

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
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
