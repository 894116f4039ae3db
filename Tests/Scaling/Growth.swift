/// How the steps a stage takes grow with its input: the counts at *n*, 2*n* and 4*n*.
///
/// ```swift
/// let growth = Growth(from: 1_000) { n in
///   WorkCounter.steps { _ = vocabulary.load(String(repeating: "A ", count: n) + "{}") }
/// }
/// #expect(growth.isLinear, "\(growth)")
/// ```
package struct Growth: CustomStringConvertible {
  /// The sizes measured: *n*, 2*n* and 4*n*.
  package let sizes: [Int]
  /// The steps at each size.
  package let steps: [Int]

  /// Measures `steps` at `n`, 2`n` and 4`n`.
  package init(from n: Int, _ steps: (Int) throws -> Int) rethrows {
    sizes = [n, 2 * n, 4 * n]
    self.steps = try sizes.map(steps)
  }

  /// Whether each doubling of the input at most about doubles the steps: a quadratic stage
  /// quadruples them, an exponential one squares them. A stage that took no step at all is
  /// not counted, so a test of it proves nothing, and fails.
  package var isLinear: Bool {
    guard let first = steps.first, first > 0 else { return false }
    return zip(steps, steps.dropFirst()).allSatisfy { smaller, larger in
      Double(larger) <= 2.5 * Double(smaller)
    }
  }

  /// The sizes and steps: `steps 120, 240, 480 at n = 10, 20, 40`.
  package var description: String {
    "steps \(steps.map(String.init).joined(separator: ", ")) at n = "
      + sizes.map(String.init).joined(separator: ", ")
  }
}
