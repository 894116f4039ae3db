import Cascade

extension Differential {
  /// The names the engine gives the properties the model knows; an explanation's other
  /// entries, such as a block of the traits, are not compared.
  static let propertyNames = Set(
    ["color", "label", "margins", "margins.top", "weight"]
      + ObjectValues.titleStates.map { "titles[\($0)]" })

  /// Every disagreement between the engine and the model: each object's values (a detached
  /// object's against those it left the tree with), then, after an application, each
  /// property's source in the sheet's explanation of each object it styled.
  ///
  /// - Parameter explained: The sheet applied last and the root it was applied to, or
  ///   `nil` not to compare explanations.
  static func compare(
    _ model: ReferenceModel, _ engine: EngineDriver,
    explaining explained: (sheet: SheetSpec, root: Int)?
  ) -> [Discrepancy] {
    let attached = model.attachedObjects
    let detached = model.objects.indices.filter { !model.isAttached($0) }
    // Each object's writes, worked out once for its values and its explanation.
    let writes = model.objects.indices.map { model.writes(of: $0) }
    var found = (attached + detached).flatMap {
      compareValues(of: $0, writes: writes[$0], model, engine)
    }
    if let (sheet, root) = explained {
      for object in model.subtree(of: root) {
        found += compareExplanation(
          of: sheet, for: object, writes: writes[object], model, engine)
      }
    }
    return found
  }

  private static func compareValues(
    of object: Int, writes: [Write], _ model: ReferenceModel, _ engine: EngineDriver
  ) -> [Discrepancy] {
    let expected = model.values(of: object, writes: writes)
    let actual = engine.objects[object].values
    guard actual != expected else { return [] }
    return zip(actual.fields, expected.fields).filter { $0.value != $1.value }.map {
      actual, expected in
      Discrepancy(
        object: model.describe(object), property: expected.name, engine: actual.value,
        model: expected.value,
        note: model.objects[object].detachedValues != nil
          ? "its values when it left the tree"
          : model.trace(of: expected.name, in: object) { source(of: $0, engine) })
    }
  }

  /// Compares the source of each property a sheet's explanation lists with the source of
  /// the model's last write to it, and requires every property that the sheet's part or the
  /// inline style writes to be listed.
  private static func compareExplanation(
    of sheet: SheetSpec, for object: Int, writes: [Write], _ model: ReferenceModel,
    _ engine: EngineDriver
  ) -> [Discrepancy] {
    let listed = (engine.explanation(of: sheet, for: object)?.properties ?? []).filter {
      propertyNames.contains($0.name)
    }
    var last: [String: Write.Source] = [:]
    for write in writes { last[write.identity] = write.source }
    let expected = { (name: String) in last[name].map { source(of: $0, engine) } ?? "unset" }
    let required = Set(writes.filter { $0.isPart(of: sheet) }.map(\.identity))
    let disagreeing = listed.filter { expected($0.name) != $0.source }.map { ($0.name, $0.source) }
    let unlisted = required.sorted().filter { name in !listed.contains { $0.name == name } }
    return (disagreeing + unlisted.map { ($0, "not listed") }).map { name, source in
      Discrepancy(
        object: model.describe(object),
        property: "the source of \(name) in the explanation of \(sheet.name)", engine: source,
        model: expected(name), note: "")
    }
  }

  /// A write's source as an explanation names it: the rule's description, or
  /// `inline style`.
  static func source(of source: Write.Source, _ engine: EngineDriver) -> String {
    switch source {
    case .inline: "inline style"
    case .rule(let id): engine.ruleDescriptions[id] ?? "rule \(id.index + 1) of \(id.sheet)"
    }
  }
}
