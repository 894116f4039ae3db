import Cascade
import CascadeCSS

/// One case loaded through the public API, as an app loads a file: `DesignTokenFile`, a
/// `DesignTokenMapping` of every token to a Swift token of its type's value type, and
/// `theme(from:named:)`; then each check's outcome.
struct ConformanceRun: Sendable {
  let testCase: ConformanceCase
  let loaded: DesignTokenTheme
  /// Each check with its outcome, in the manifest's order.
  let outcomes: [(check: ConformanceCheck, outcome: ConformanceOutcome)]

  init(_ testCase: ConformanceCase, text: String) {
    self.testCase = testCase
    let file = DesignTokenFile(parsing: text, named: testCase.file)
    var mapping = DesignTokenMapping()
    for token in file.tokens {
      ConformanceTypes.table[token.type?.rawValue ?? ""]?.map(&mapping, token.path)
    }
    let loaded = mapping.theme(from: file, named: testCase.id)
    self.loaded = loaded
    outcomes = testCase.checks.map { ($0, Self.outcome(of: $0, in: testCase, loaded)) }
  }

  /// The case's outcome: its worst check's.
  var outcome: ConformanceOutcome { .combining(outcomes.map(\.outcome)) }

  private static func outcome(
    of check: ConformanceCheck, in testCase: ConformanceCase, _ loaded: DesignTokenTheme
  ) -> ConformanceOutcome {
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    switch check.expectation {
    case .valid(let expected):
      return DesignTokenDifference.explaining(
        valid(check, expected, in: loaded), of: check, in: testCase, expected: expected)
    case .invalid: return invalid(check, in: loaded)
    case .meta(let name, let value): return meta(check.path, name, value, in: loaded.file)
    case .fileError: return errors.isEmpty ? .disagree("no error") : .agree
    case .noError: return errors.first.map { .disagree("error: \($0.message)") } ?? .agree
    }
  }

  private static func valid(
    _ check: ConformanceCheck, _ expected: JSONValue, in loaded: DesignTokenTheme
  ) -> ConformanceOutcome {
    let type = check.type ?? ""
    if ConformanceTypes.awaiting.contains(type) { return .awaiting(type) }
    guard let entry = ConformanceTypes.table[type] else {
      return .disagree("the test reads no `\(type)`")
    }
    if let awaited = entry.awaits(expected) { return .awaiting(awaited) }
    if let outcome = entry.compare(loaded.theme, check.path, expected) { return outcome }
    if let awaited = awaitedAlias(of: check.path, in: loaded.file) { return .awaiting(awaited) }
    return .disagree("does not load: " + problems(of: check.path, in: loaded))
  }

  private static func invalid(
    _ check: ConformanceCheck, in loaded: DesignTokenTheme
  ) -> ConformanceOutcome {
    if let type = check.type, ConformanceTypes.awaiting.contains(type) { return .awaiting(type) }
    let token = loaded.file.token(at: check.path)
    let entry = ConformanceTypes.table[token?.type?.rawValue ?? ""]
    guard let token, let entry, entry.compare(loaded.theme, check.path, .null) != nil else {
      // Left out: with an error somewhere, for nothing may be dropped in silence.
      let hasError = loaded.diagnostics.contains { $0.severity == .error }
      return hasError ? .agree : .disagree("left out without an error")
    }
    if let difference = DesignTokenDifference.explaining(token) { return .documented(difference) }
    return .disagree("loads: \(check.why ?? "")")
  }

  private static func meta(
    _ path: String, _ name: String, _ value: JSONValue, in file: DesignTokenFile
  ) -> ConformanceOutcome {
    let token = file.token(at: path)
    let found: JSONValue? =
      switch name {
      case "description": token?.description.map(JSONValue.string)
      case "extensions": token?.extensions
      case "type": token?.type.map { .string($0.rawValue) }
      case "group-extensions": file.groups.first { $0.path == path }?.extensions
      case "deprecated": deprecation(of: token)
      default: nil
      }
    return .comparing(name, found ?? .null, value, isEqual: found == value)
  }

  /// What the token's `$deprecated` says, as the manifest writes it.
  private static func deprecation(of token: DesignToken?) -> JSONValue? {
    guard let token else { return nil }
    guard token.isDeprecated else { return .bool(false) }
    return token.deprecationMessage.map(JSONValue.string) ?? .bool(true)
  }

  /// The type that Cascade does not read yet of a token that the token's value is an alias
  /// of, if any: a border whose style is a `strokeStyle` token awaits `strokeStyle`.
  private static func awaitedAlias(of path: String, in file: DesignTokenFile) -> String? {
    guard let token = file.token(at: path) else { return nil }
    var stack = [token.value]
    while let value = stack.popLast() {
      switch value {
      case .string(let text) where text.hasPrefix("{") && text.hasSuffix("}"):
        let type = file.token(at: String(text.dropFirst().dropLast()))?.type?.rawValue ?? ""
        if ConformanceTypes.awaiting.contains(type) { return type }
      case .array(let values): stack += values
      case .object(let members): stack += members.map(\.value)
      default: continue
      }
    }
    return nil
  }

  /// The diagnostics about a token, by its path, for a report.
  private static func problems(of path: String, in loaded: DesignTokenTheme) -> String {
    let found = loaded.diagnostics.filter { $0.message.contains("`\(path)`") }
    return found.isEmpty
      ? "no diagnostic names it" : found.map { "\($0.code): \($0.message)" }.joined(separator: "; ")
  }
}
