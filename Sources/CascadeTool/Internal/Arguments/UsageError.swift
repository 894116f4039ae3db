/// A misuse of the tool: one line that says what is wrong, printed to standard error, and exit
/// status 2.
struct UsageError: Error, Equatable {
  /// The line, without the `cascade: error:` prefix.
  let message: String

  init(_ message: String) { self.message = message }
}
