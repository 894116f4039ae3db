/// How a run of the `cascade` tool ended, as its exit status says it to a shell or a build.
///
/// ```swift
/// var output = ToolOutput()
/// let status = CascadeCommandLine.run(["format", "--check", "Card.css"], output: &output)
/// if status == .problemsFound { print("reformat Card.css") }
/// ```
package enum ToolExitStatus: Int32, Sendable, Equatable {
  /// Nothing wrong: every file is clean (warnings alone allowed) or was written.
  case success = 0
  /// The files have problems: an error, a warning under `--warnings-as-errors`, a sheet that
  /// `format --check` would change.
  case problemsFound = 1
  /// The tool was used wrongly: an unknown command or option, a missing file.
  case usageError = 2
}
