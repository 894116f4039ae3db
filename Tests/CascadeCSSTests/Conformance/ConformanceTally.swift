import Foundation

/// The outcomes of the conformance runs, counted by check and by case, and the report the
/// test prints: the counts, then each check that awaits a value type and each disagreement.
struct ConformanceTally {
  let runs: [ConformanceRun]

  init(_ runs: [ConformanceRun]) { self.runs = runs }

  static let columns = ["agree", "documented difference", "awaiting value types", "disagree"]

  /// Each disagreement: its run, its check, and what Cascade did.
  var disagreements: [(ConformanceRun, ConformanceCheck, String)] {
    runs.flatMap { run in
      run.outcomes.compactMap { check, outcome in
        if case .disagree(let reason) = outcome { (run, check, reason) } else { nil }
      }
    }
  }

  var report: String {
    let checks = runs.flatMap { $0.outcomes.map(\.outcome.column) }
    let cases = runs.map(\.outcome.column)
    var lines = [
      "Compared \(checks.count) checks of \(runs.count) cases of the design token corpus:",
      "  " + "".padding(toLength: 22, withPad: " ", startingAt: 0) + "cases  checks",
    ]
    for column in Self.columns {
      let name = column.padding(toLength: 22, withPad: " ", startingAt: 0)
      lines.append(
        "  \(name)\(Self.right(cases.count { $0 == column }, 5))  "
          + Self.right(checks.count { $0 == column }, 6))
    }
    lines.append("Documented differences:")
    lines += count { if case .documented(let difference) = $0 { difference.title } else { nil } }
    lines.append("AWAITING VALUE TYPES (types Cascade does not read yet):")
    lines += count { if case .awaiting(let type) = $0 { type } else { nil } }
    lines.append("Disagreements:")
    lines += disagreements.map { run, check, reason in
      "  \(run.testCase.id): `\(check.path)`: \(reason)"
    }
    return lines.joined(separator: "\n")
  }

  /// Each key that `key` finds in an outcome, with how many checks and the cases they are in.
  private func count(_ key: (ConformanceOutcome) -> String?) -> [String] {
    var order: [String] = []
    var cases: [String: [String]] = [:]
    for run in runs {
      for (_, outcome) in run.outcomes {
        guard let name = key(outcome) else { continue }
        if cases[name] == nil { order.append(name) }
        cases[name, default: []].append(run.testCase.id)
      }
    }
    return order.map { name in
      let ids = cases[name] ?? []
      var unique: [String] = []
      for id in ids where !unique.contains(id) { unique.append(id) }
      return "  \(name): \(ids.count) checks, in \(unique.joined(separator: ", "))"
    }
  }

  private static func right(_ number: Int, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
