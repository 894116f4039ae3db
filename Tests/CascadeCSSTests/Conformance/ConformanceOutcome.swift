/// What the conformance test made of one check: Cascade agrees with the format, differs from
/// it on purpose (a documented difference), cannot tell yet (the value type is not read
/// yet), or disagrees.
enum ConformanceOutcome: Sendable, Equatable {
  case agree
  case documented(DesignTokenDifference)
  /// The check needs a value type that Cascade does not read yet: the type's name.
  case awaiting(String)
  /// What Cascade did instead.
  case disagree(String)

  /// The tally's column for the outcome.
  var column: String {
    switch self {
    case .agree: "agree"
    case .documented: "documented difference"
    case .awaiting: "awaiting value types"
    case .disagree: "disagree"
    }
  }

  /// The outcome of comparing several parts of one value: the first disagreement, else the
  /// first documented difference, else agreement.
  static func combining(_ outcomes: [ConformanceOutcome]) -> ConformanceOutcome {
    outcomes.first { if case .disagree = $0 { true } else { false } }
      ?? outcomes.first { if case .awaiting = $0 { true } else { false } }
      ?? outcomes.first { $0 != .agree } ?? .agree
  }

  /// Agreement where `isEqual`, else a disagreement that shows both values.
  static func comparing(
    _ name: String, _ loaded: some CustomStringConvertible, _ expected: Any?,
    isEqual: Bool
  ) -> ConformanceOutcome {
    isEqual ? .agree : .disagree("\(name) is \(loaded), not \(expected.map { "\($0)" } ?? "nil")")
  }
}
