/// What went wrong while a stylesheet styled a tree; everything else was styled.
///
/// ```swift
/// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
/// do {
///   try sheet.apply(to: screen, in: .light)
/// } catch {
///   print(error.missingTokens.map(\.name), error.cycles, error.parentMismatches)
/// }
/// ```
public struct StylesheetError: Error, Sendable, CustomStringConvertible {
  /// Each token that had no value, with the setter that needed it: that property was left
  /// as it was.
  public let missingTokens: [MissingToken]
  /// Each object met again below itself, a cycle: the walk did not go into it again.
  public let cycles: [StyleCycle]
  /// Each child listed by an object that it does not name as its parent: the walk did not
  /// style it or go into it.
  public let parentMismatches: [StyleParentMismatch]

  /// Throws when there is anything to report.
  static func check(
    missingTokens: [MissingToken], cycles: [StyleCycle],
    parentMismatches: [StyleParentMismatch]
  ) throws(StylesheetError) {
    guard missingTokens.isEmpty, cycles.isEmpty, parentMismatches.isEmpty else {
      throw StylesheetError(
        missingTokens: missingTokens, cycles: cycles, parentMismatches: parentMismatches)
    }
  }

  /// One line per missing token, per cycle and per parent mismatch.
  public var description: String {
    (missingTokens.map(\.description) + cycles.map { "Cycle: \($0)" }
      + parentMismatches.map { "Parent mismatch: \($0)" })
      .joined(separator: "\n")
  }
}
