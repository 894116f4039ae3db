// Foundation for URLs, which the plugin API takes.
import Foundation
import PackagePlugin

/// Checks a target's sheets (`.css`) and design token files (`.tokens.json`) when it builds,
/// and compiles their tokens into it as typed Swift.
///
/// One `cascade tokens` command per target: it lints every sheet and token file, with the
/// types and properties that `cascade.json` beside them declares (an error
/// fails the build, printed as `path:line:column: error: …`, which Xcode puts in its issue
/// navigator at the line), then writes `DesignTokens.swift` into the plugin's work folder,
/// which the target compiles. The command declares the files as its inputs and the source as
/// its output, so it runs again only when one of them changed.
@main
struct CascadePlugin: BuildToolPlugin {
  func createBuildCommands(
    context: PluginContext, target: any Target
  ) async throws
    -> [Command]
  {
    guard let target = target as? any SourceModuleTarget else { return [] }
    var files = target.sourceFiles.map(\.url)
    // A package excludes its configuration from the target, as it is no resource: it is
    // found in the target's folder.
    let configuration = target.directoryURL.appendingPathComponent(Self.configurationName)
    if !files.contains(where: Self.isConfiguration),
      FileManager.default.fileExists(atPath: configuration.path)
    {
      files.append(configuration)
    }
    return try Self.commands(
      files: files, tool: context.tool(named: "CascadePluginTool").url,
      workFolder: context.pluginWorkDirectoryURL, target: target.name)
  }

  /// The command for a target whose files are `files`: none when it has no sheet or token
  /// file.
  static func commands(
    files: [URL], tool: URL, workFolder: URL, target: String
  ) throws
    -> [Command]
  {
    let inputs = files.filter { isSheet($0) || isTokenFile($0) || isConfiguration($0) }
      .sorted { $0.path < $1.path }
    guard !inputs.isEmpty else { return [] }
    let output = workFolder.appendingPathComponent("DesignTokens.swift")
    return [
      .buildCommand(
        displayName: "Checking \(target)'s sheets and design tokens with cascade",
        executable: tool,
        arguments: ["tokens", "--output", workFolder.path] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }

  /// The name of the configuration that declares an app's own types and properties.
  static let configurationName = "cascade.json"

  static func isSheet(_ file: URL) -> Bool { file.pathExtension.lowercased() == "css" }

  static func isConfiguration(_ file: URL) -> Bool {
    file.lastPathComponent.lowercased() == configurationName
  }

  static func isTokenFile(_ file: URL) -> Bool {
    let name = file.lastPathComponent.lowercased()
    return name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension CascadePlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its sheets and token files are the
    /// target's input files, resources among them.
    func createBuildCommands(
      context: XcodePluginContext, target: XcodeTarget
    ) throws
      -> [Command]
    {
      try Self.commands(
        files: target.inputFiles.map(\.url), tool: context.tool(named: "CascadePluginTool").url,
        workFolder: context.pluginWorkDirectoryURL, target: target.displayName)
    }
  }
#endif
