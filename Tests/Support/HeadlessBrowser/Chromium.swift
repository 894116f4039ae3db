import Foundation

/// Headless Chromium from Debian's packages, run as a program: the browser the preview's
/// pages and the text sheets' CSS are checked in.
///
/// iOS, iPadOS, Mac Catalyst, tvOS, watchOS and visionOS start no processes (Foundation has
/// no `Process` there), so on them (`canImport(Darwin) && !os(macOS)`) there is no browser
/// and the checks skip: the Apple CI job builds and runs these tests on an iOS simulator.
package struct Chromium: Sendable {
  package let path: String

  /// The variable that names the browser's binary; set to a path that does not exist, it
  /// makes the browser checks skip, as on a machine without Chromium.
  package static let pathVariable = "CASCADE_CHROMIUM"

  /// Why the checks skip when there is no browser, shown by `swift test`.
  ///
  /// - Parameter checks: What skips, such as "the browser checks of the preview page".
  package static func missingMessage(for checks: String) -> String {
    #if canImport(Darwin) && !os(macOS)
      """
      Headless Chromium cannot run where no processes start, so \(checks) are skipped; they \
      run on Linux and macOS.
      """
    #else
      """
      Headless Chromium was not found, so \(checks) are skipped. Install it with \
      `apt-get install chromium-headless-shell` (or `chromium`), or set CASCADE_CHROMIUM to the \
      browser's path; .ci/run installs it.
      """
    #endif
  }

  /// The binary `CASCADE_CHROMIUM` names, or the first of Debian's names on the `PATH`.
  package static let installed: Chromium? = {
    #if canImport(Darwin) && !os(macOS)
      return nil
    #else
      let environment = ProcessInfo.processInfo.environment
      if let path = environment[pathVariable] {
        return FileManager.default.isExecutableFile(atPath: path) ? Chromium(path: path) : nil
      }
      let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":")
      for name in ["chromium-headless-shell", "chromium", "chromium-browser"] {
        for folder in folders
        where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
          return Chromium(path: "\(folder)/\(name)")
        }
      }
      return nil
    #endif
  }()

  /// The DOM of the page at `file` after it has loaded and run its scripts.
  ///
  /// - Parameters:
  ///   - file: The page's path.
  ///   - timeout: How long the browser may take, in seconds.
  package func dumpDOM(of file: String, timeout: Double = 90) throws -> String {
    try run(["--dump-dom", URL(fileURLWithPath: file).absoluteString], timeout: timeout)
  }

  /// A PNG of the page at `file`, in a window of `width` by `height` CSS pixels.
  package func screenshot(of file: String, to png: String, width: Int, height: Int) throws {
    try? FileManager.default.removeItem(atPath: png)
    _ = try run([
      "--screenshot=\(png)", "--window-size=\(width),\(height)",
      URL(fileURLWithPath: file).absoluteString,
    ])
    guard FileManager.default.fileExists(atPath: png) else {
      throw Failure(description: "Chromium wrote no screenshot at \(png)")
    }
  }

  #if canImport(Darwin) && !os(macOS)
    /// Throws: the platform starts no processes.
    private func run(_ arguments: [String], timeout: TimeInterval = 90) throws -> String {
      throw Failure(description: "this platform starts no processes")
    }
  #else
    /// Runs the browser with a fresh profile, and returns what it printed; CI runs as root,
    /// where Chromium's sandbox does not start, hence `--no-sandbox`.
    private func run(_ arguments: [String], timeout: TimeInterval = 90) throws -> String {
      let profile = FileManager.default.temporaryDirectory
        .appendingPathComponent("cascade-chromium-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: profile) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments =
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--user-data-dir=\(profile.path)", "--force-device-scale-factor=1",
        ] + arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      let data = Data.Collector(output.fileHandleForReading)
      let deadline = Date().addingTimeInterval(timeout)
      while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        throw Failure(description: "Chromium did not finish within \(Int(timeout)) s")
      }
      // Reaps the process, which lets Foundation release what it kept for it.
      process.waitUntilExit()
      return String(decoding: data.wait(), as: UTF8.self)
    }
  #endif

  /// What went wrong running the browser or reading what it wrote.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String

    /// A failure described in words.
    package init(description: String) {
      self.description = description
    }
  }
}

extension Data {
  /// Reads a pipe to its end on another thread, so a large output cannot fill the pipe and
  /// stall the browser.
  fileprivate final class Collector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
      Thread.detachNewThread { [self] in
        data = handle.readDataToEndOfFile()
        done.signal()
      }
    }

    func wait() -> Data {
      done.wait()
      return data
    }
  }
}
