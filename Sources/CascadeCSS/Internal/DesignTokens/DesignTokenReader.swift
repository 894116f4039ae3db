internal import Cascade

/// Reads a design token file: JSON into groups and tokens (DesignTokenReader+Groups.swift),
/// groups extended (+Extends), then each token's type and aliases checked and resolved
/// (+Aliases).
struct DesignTokenReader {
  var file: DesignTokenFile
  let limits: TextLimits
  /// What each token's object says, by the token's path: its type, its value and where
  /// its name is.
  var writtenTokens: [String: WrittenToken] = [:]
  /// The tokens that a check before resolution found wrong: left out, reported already.
  var failedPaths: Set<String> = []
  /// Each group's own `$type`, by the group's path, with where it was written.
  var groupTypes: [String: DeclaredType] = [:]
  /// Each group's `$extends`, in the order of the file (DesignTokenReader+Extends.swift).
  var extensions: [GroupExtension] = []
  /// The members that `$ref`s may yet scan in the values they point into: four times the
  /// file's bytes (DesignTokenReader+Substitution.swift).
  var pointerSteps = 0
  /// How many more aliases to nothing get a suggestion: each compares the missing name
  /// with every path, so a large file of broken aliases must not make the work quadratic.
  var suggestionsLeft = 100
  /// The loop iterations reading has taken, for ``WorkCounter``.
  var steps = 0
  private var reportedLimit = false

  /// The longest path of a token or group, in UTF-8 bytes. Every token and group keeps its
  /// whole path, so without a bound a long group name over many tokens would be copied
  /// into each of them: O(*n*²) bytes. With it, the paths take at most 256 bytes for each
  /// token or group, each of which takes at least 7 bytes of the file.
  static let maximumPathBytes = 256

  init(file: DesignTokenFile, limits: TextLimits) {
    self.file = file
    self.limits = limits
  }

  mutating func read(_ bytes: [UInt8]) {
    defer { WorkCounter.record(steps) }
    guard bytes.count <= limits.maximumBytes else {
      report(
        .inputTooLarge, "the file is larger than \(limits.maximumBytes) bytes", 0,
        min(bytes.count, 1))
      return
    }
    pointerSteps = 4 * bytes.count + 1_024
    do {
      let root = try JSONReader.read(bytes, maximumDepth: limits.nestingDepth)
      guard let members = root.members else {
        report(.invalidJSON, "a design token file is a JSON object", root.start, root.end)
        return
      }
      readGroup(members, path: "", context: GroupContext())
      resolveExtensions()
      resolveTokens()
    } catch {
      report(error.code, error.message, error.start, error.end, expected: error.expected)
    }
    file.diagnostics.sort { $0.range.start < $1.range.start }
  }

  mutating func report(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    expected: String? = nil, suggestion: String? = nil, notes: [String] = [],
    severity: TextDiagnostic.Severity = .error
  ) {
    guard file.diagnostics.count < limits.maximumDiagnostics else {
      if !reportedLimit {
        reportedLimit = true
        file.diagnostics.append(
          diagnostic(.tooManyDiagnostics, "too many problems; the rest are not shown", start, end))
      }
      return
    }
    file.diagnostics.append(
      diagnostic(
        code, message, start, end, expected: expected, suggestion: suggestion, notes: notes,
        severity: severity))
  }

  private func diagnostic(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    expected: String? = nil, suggestion: String? = nil, notes: [String] = [],
    severity: TextDiagnostic.Severity = .error
  ) -> TextDiagnostic {
    let found = file.lines.text(start, min(end, start + 40))
    return TextDiagnostic(
      code: code, message: message, file: file.name, range: file.lines.range(start, end),
      expected: expected, found: found.isEmpty ? nil : found, suggestion: suggestion,
      notes: notes, severity: severity)
  }
}

/// A `$type` as written, on a token or a group, with where.
typealias DeclaredType = (name: String, start: Int, end: Int)

/// What a token's object says, as read: the reader's messages point into it.
struct WrittenToken {
  /// Its type as written, own or inherited, with where it was written.
  var type: DeclaredType?
  /// Its `$value`, as read.
  let value: JSONNode
  /// Where its name is; for an inherited token, the `$extends` that gave it.
  var name: (start: Int, end: Int)
}
