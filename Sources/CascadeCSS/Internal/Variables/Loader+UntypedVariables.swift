internal import Cascade

extension Loader {
  /// Takes back the type of each of the sheet's own properties that nothing kept reads: a
  /// property typed only by a use that was left out afterwards (for reading a property
  /// left without a value), or through aliases from one. A left-out declaration types
  /// nothing, so such a property is never used, as it is in the printed sheet: its values
  /// are left out with the warning a reload of the printed sheet would give, and printing
  /// and reloading agree.
  ///
  /// - Complexity: O(*u* + *v*) for *u* uses and *v* values: the properties still read are
  ///   found along the aliases once, and the values filtered once.
  mutating func untypeVariablesNothingReads() {
    guard variableState.variables.values.contains(where: { $0.binding != nil }) else { return }
    // What kept declarations read, and what registered tokens alias: the roots of typing.
    var read = Set(
      variableState.variableUses.map(\.name).filter { variableState.variables[$0] != nil })
    for pending in variableState.pendingSubstitutions {
      read.formUnion(pending.references.map(\.name).filter { variableState.variables[$0] != nil })
    }
    for (name, definitions) in variableState.definitions where vocabulary.tokens[name] != nil {
      for case .alias(let target) in definitions.map(\.value)
      where variableState.variables[target] != nil {
        read.insert(target)
      }
    }
    var queue = Array(read)
    while let name = queue.popLast() {
      steps += 1
      for case .alias(let target) in (variableState.definitions[name] ?? []).map(\.value)
      where variableState.variables[target] != nil && read.insert(target).inserted {
        queue.append(target)
      }
    }
    // A property without a value left is printed without one either way: only those whose
    // values would be printed as a type nothing gives them are taken back.
    let unread = Set(
      variableState.variables.compactMap { name, variable in
        variable.binding != nil && !read.contains(name) && variableState.definitions[name] != nil
          ? name : nil
      })
    guard !unread.isEmpty else { return }
    var reported: Set<String> = []
    for pending in variableState.pendingVariableValues
    where unread.contains(pending.name) && reported.insert(pending.name).inserted {
      steps += 1
      reportAt(
        pending.declaration.nameToken, .unusedCustomProperty,
        "custom property `--\(pending.name)` is never used, so it has no type",
        notes: [
          "a sheet's custom property takes its type from the first `var()` that reads it",
          "the declaration that read it was left out",
        ], severity: .warning)
    }
    for name in unread {
      variableState.variables[name] = SheetVariable()
      variableState.definitions[name] = nil
      variableState.aliasLocations[name] = nil
    }
    steps += output.tokenDeclarations.count
    output.tokenDeclarations.removeAll { unread.contains($0.token) }
  }
}
