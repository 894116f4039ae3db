/// A differential test of the cascade: random cases run on the engine and on the reference
/// model, compared after every application.
///
/// A case is a random world of objects, a random sheet applied to it, then random
/// mutations, each followed by an application (its own, or the current sheet's again to
/// the root), the two compared after each:
///
/// ```swift
/// var choices = SeededChoices(seed: 1)
/// if let mismatch = Differential(features: .simple).check(using: &choices) {
///   print(mismatch)  // step 3, after toggled class a of #2: #2 Box.a at #0/#2: color is …
/// }
/// ```
public struct Differential: Sendable {
  /// What cases may use.
  public var features: Features
  /// How large cases grow.
  public var limits: Limits

  /// Creates a differential test.
  ///
  /// - Parameters:
  ///   - features: What cases may use; by default everything.
  ///   - limits: How large cases grow.
  public init(features: Features = .all, limits: Limits = .standard) {
    self.features = features
    self.limits = limits
  }

  /// Runs one case whose every choice comes from `source`, and returns the first step at
  /// which the engine and the model disagree.
  ///
  /// - Parameter source: The choices; a case ends early when it is exhausted.
  /// - Returns: The first disagreement, or `nil` when they agree throughout.
  public func check(using source: inout some ChoiceSource) -> Mismatch? {
    check(using: &source, throughFirstMismatch: false)
  }

  /// Runs one case, stopping at the first disagreement or, to time a whole case, going on
  /// to the end.
  func check(using source: inout some ChoiceSource, throughFirstMismatch: Bool) -> Mismatch? {
    var first: Mismatch?
    var generator = Generator(source: source, features: features, limits: limits)
    defer { source = generator.source }
    var run = CaseRun(
      explains: features.contains(.explanations),
      checksFreshCopies: features.contains(.freshCopies))
    for object in generator.world() { run.add(object) }
    var sheets = SheetBook(first: generator.firstSheet(family: SheetBook.families[0]))
    var mutation = Mutation.apply(sheets.current, root: 0)
    // The first steps only apply and remove sheets, so that a fresh copy of the world can
    // be styled by the same applications from scratch.
    let applicationsOnly = features.contains(.freshCopies) ? generator.number(in: 0...4) : 0
    for step in 0...limits.steps {
      if step > 0 {
        guard !generator.source.isExhausted else { break }
        mutation = generator.mutation(
          of: run.model, sheets: sheets, applicationsOnly: step <= applicationsOnly)
      }
      let discrepancies = run.step(mutation, sheets: &sheets)
      if !discrepancies.isEmpty && first == nil {
        first = Mismatch(
          step: step, mutation: mutation.description,
          discrepancies: discrepancies.map(\.description), transcript: run.transcript)
        if !throughFirstMismatch { break }
      }
    }
    return first
  }
}
