import Cascade

/// One case in progress: the model and the engine, changed alike, with two oracles made of
/// the engine itself.
///
/// - A twin, changed alike, whose applications restyle everything (`restyling: .all`):
///   the engine's passing by of what it finds clean must leave what styling everything
///   leaves.
/// - A fresh copy: while the case has only applied and removed sheets, so that the world is
///   as it was made, new objects made alike and styled from scratch, with new sheets, by
///   the fewest of the case's applications that leave each object the same parts (see
///   ``FreshReplay``): what the engine kept from earlier walks must be what styling once
///   gives.
struct CaseRun {
  private(set) var model = ReferenceModel()
  private var engine = EngineDriver()
  private var twin = EngineDriver(restyling: .all)
  /// Whether to compare explanations after each application.
  let explains: Bool
  /// Whether to compare with a fresh copy while the world is as it was made.
  let checksFreshCopies: Bool
  /// What the case has done so far, a line per object made, sheet met and step.
  private(set) var transcript: [String] = []
  private var steps = 0
  private var describedSheets: Set<SheetSpec> = []
  /// The objects as made, and every application and removal since, while nothing else has
  /// changed the world; `nil` once something has.
  private var replay: (objects: [ObjectSpec], applications: [Mutation])? = ([], [])

  init(explains: Bool, checksFreshCopies: Bool) {
    self.explains = explains
    self.checksFreshCopies = checksFreshCopies
  }

  /// Adds an object to every world.
  mutating func add(_ object: ObjectSpec) {
    model.add(object)
    engine.add(object)
    twin.add(object)
    replay?.objects.append(object)
    transcript.append("made \(model.describe(model.objects.count - 1)), \(object.original)")
  }

  /// Makes a mutation in both worlds, then, unless it applied or removed a sheet, applies
  /// the current sheet to the root; returns every disagreement after that.
  mutating func step(_ mutation: Mutation, sheets: inout SheetBook) -> [Discrepancy] {
    transcript.append("step \(steps): \(mutation)")
    steps += 1
    var failures = perform(mutation)
    var applied: (sheet: SheetSpec, root: Int)?
    switch mutation {
    case .apply(let sheet, let root):
      sheets.record(sheet)
      applied = (sheet, root)
    case .applyInContext(let sheet, _, _, _):
      // Its explanation would need its context: compared after the next application.
      sheets.record(sheet)
    case .removeSheet: break
    default:
      failures += perform(.apply(sheets.current, root: 0))
      applied = (sheets.current, 0)
    }
    return failures + Differential.compare(model, engine, explaining: explains ? applied : nil)
      + Differential.compare(engine, with: twin, named: "the twin restyling all", model)
      + compareWithAFreshCopy()
  }

  /// The engine against a fresh copy of the world to which the case's applications are
  /// made again, while the world is as it was made; nothing once it is not.
  private func compareWithAFreshCopy() -> [Discrepancy] {
    guard checksFreshCopies, let (objects, applications) = replay else { return [] }
    var fresh = EngineDriver()
    for object in objects { fresh.add(object) }
    for application in FreshReplay.applications(for: applications, in: model) {
      _ = fresh.perform(application)
    }
    return Differential.compare(engine, with: fresh, named: "a fresh copy", model)
  }

  private mutating func perform(_ mutation: Mutation) -> [Discrepancy] {
    model.perform(mutation)
    _ = twin.perform(mutation)
    if mutation.isApplication {
      replay?.applications.append(mutation)
    } else if mutation != .nothing {
      replay = nil
    }
    let failures = engine.perform(mutation).map {
      Discrepancy(
        object: "the engine", property: "the outcome", engine: $0, model: "success", note: "")
    }
    if case .apply(let sheet, _) = mutation { describe(sheet) }
    if case .applyInContext(let sheet, _, _, _) = mutation { describe(sheet) }
    return failures
  }

  /// Adds a sheet's rules to the transcript the first time the case meets it. A selector
  /// that CSS cannot write as one chain, which the engine's description flattens, follows
  /// as the model reads it.
  private mutating func describe(_ sheet: SheetSpec) {
    guard describedSheets.insert(sheet).inserted else { return }
    transcript.append("\(sheet.name) v\(sheet.version):")
    for (id, rule) in sheet.rules {
      let description = Differential.source(of: .rule(id), engine)
      let root = rule.styleKind == rule.selector.own.type ? "" : "Style<\(rule.styleKind)> "
      let reading = rule.selector.isChain ? "" : " read as \(rule.selector)"
      transcript.append(
        "  \(description)\(reading) { \(root)\(SetterSpec.describe(rule.setters)) }")
    }
  }
}
