/// One case in progress: the model and the engine, changed alike.
struct CaseRun {
  private(set) var model = ReferenceModel()
  private var engine = EngineDriver()
  /// Whether to compare explanations after each application.
  let explains: Bool
  /// What the case has done so far, a line per object made, sheet met and step.
  private(set) var transcript: [String] = []
  private var steps = 0
  private var describedSheets: Set<SheetSpec> = []

  init(explains: Bool) {
    self.explains = explains
  }

  /// Adds an object to both worlds.
  mutating func add(_ object: ObjectSpec) {
    model.add(object)
    engine.add(object)
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
  }

  private mutating func perform(_ mutation: Mutation) -> [Discrepancy] {
    model.perform(mutation)
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
