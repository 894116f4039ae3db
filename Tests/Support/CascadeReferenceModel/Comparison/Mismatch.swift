/// The first step of a case at which the engine and the reference model disagreed.
///
/// ```swift
/// var choices = SeededChoices(seed: 1)
/// if let mismatch = Differential().check(using: &choices) { print(mismatch) }
/// ```
public struct Mismatch: Sendable, CustomStringConvertible {
  /// The step: 0 for the first application, then one per mutation.
  public let step: Int
  /// The step's mutation, which an application of the current sheet followed unless it
  /// applied or removed one itself.
  public let mutation: String
  /// Every disagreement after the step, the objects in the tree first, in tree order.
  public let discrepancies: [String]
  /// The case up to the step: each object made with its originals, each sheet's rules
  /// with their setters, and each step's mutation, a line each.
  public let transcript: [String]

  /// The step, its mutation, and the first disagreement, with how many more there are.
  public var description: String {
    let more = discrepancies.count > 1 ? " (and \(discrepancies.count - 1) more)" : ""
    return "step \(step), after \(mutation): \(discrepancies.first ?? "")\(more)"
  }
}
