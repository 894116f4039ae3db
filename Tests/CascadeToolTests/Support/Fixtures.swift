import Foundation

/// The files in `Tests/Fixtures/CascadeTool` and the package's own folders, found from this
/// file's path.
enum Fixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The path of `name` in `Tests/Fixtures/CascadeTool`.
  static func path(_ name: String) -> String {
    packageRoot + "/Tests/Fixtures/CascadeTool/" + name
  }

  /// The generated source compiled into these tests, which the golden test compares.
  static let generatedSource = packageRoot + "/Tests/CascadeToolTests/Generated/DesignTokens.swift"

  /// The folder of the built modules (`…/debug/Modules`) that this test executable was built
  /// beside, where `swiftc -I` finds `CascadeViews`.
  static var builtModules: String? {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      for candidate in [folder.appendingPathComponent("Modules"), folder] {
        let module = candidate.appendingPathComponent("CascadeViews.swiftmodule").path
        if FileManager.default.fileExists(atPath: module) { return candidate.path }
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
