internal import Cascade

extension Loader {
  /// Gives the sheet's own properties that only `var()`s inside larger values read a type:
  /// their tokens, kept as written, which any value can take in. Run before the aliases
  /// are typed, so that a property such a one aliases is typed the same way.
  mutating func typeVariablesReadBySubstitution() {
    for (name, index) in variableState.substitutionUses
    where variableState.variables[name]?.binding == nil {
      steps += 1
      guard var variable = variableState.variables[name] else { continue }
      variable.type = CSSTokenText.self
      variable.typedAt = tokens[index].start
      variable.binding = VariableEntry<CSSTokenText>(cssName: name)
      variableState.variables[name] = variable
    }
  }

  /// Checks each value with `var()`s inside it where the sheet says what its names are:
  /// in the default theme and in each registered theme, at the default traits. A value
  /// whose names all have values there and that does not read as the property's type is
  /// an error at its first `var()`, naming the theme, and is left out, as a literal that
  /// does not read is. A name without a value there is no error: the app's theme may give
  /// a registered token one, and a trait condition the sheet's own property.
  ///
  /// The bytes substituted here count as the loader's steps, and are capped: at most
  /// ``substitutionLimit`` for one value, and, across the sheet, four times the sheet's
  /// bytes for each theme; a value past either is a ``TextDiagnostic/Code/substitutionTooLong``
  /// error, and is left out.
  ///
  /// - Complexity: O(*n* · *t*) for a sheet of *n* bytes and *t* themes.
  mutating func checkSubstitutions() {
    guard !variableState.pendingSubstitutions.isEmpty else { return }
    var bindings = vocabulary.tokens
    for (name, variable) in variableState.variables {
      if let binding = variable.binding { bindings[name] = binding }
    }
    let table = TokenTable(
      bindings: bindings, definitions: variableState.definitions,
      ranking: LayerRanking(layerState.layerDeclarations))
    let contexts =
      [(nil, StyleContext())]
      + vocabulary.registeredThemes.map { ($0, StyleContext(theme: Theme(name: $0))) }
    var budget = 4 * max(source.utf8.count, 1024) * contexts.count
    var leftOut: Set<SourceLocation> = []
    for pending in variableState.pendingSubstitutions where !leftOut.contains(pending.location) {
      guard readsOnlyVariablesWithValues(pending) else {
        leftOut.insert(pending.location)
        continue
      }
      for (theme, context) in contexts {
        let result = pending.substitution.substituted(limit: max(budget, 0)) {
          Substitution.text(of: $0, in: context, tokens: table)
        }
        guard
          check(pending, result, theme: theme, budget: &budget, tokens: table, in: context)
        else {
          leftOut.insert(pending.location)
          break
        }
      }
    }
    leaveOut(leftOut)
    variableState.pendingSubstitutions.removeAll { leftOut.contains($0.location) }
  }

  /// Whether a value reads none of the sheet's own properties that were left without a
  /// value, except through a `var()` with a fallback. Printed, the sheet would not declare
  /// such a property, and a reload would read its name as unknown: so it is reported as
  /// unknown here, an error without a fallback, and a warning with one.
  private mutating func readsOnlyVariablesWithValues(_ pending: PendingSubstitution) -> Bool {
    var reads = true
    for reference in pending.references
    where variableState.variables[reference.name] != nil
      && variableState.definitions[reference.name] == nil
    {
      steps += 1
      var notes = ["each value the sheet gave `--\(reference.name)` had an error"]
      if reference.hasFallback { notes.append("`var()` uses its fallback in its place") }
      reportAt(
        reference.token, .unknownToken, "custom property `--\(reference.name)` has no value",
        notes: notes, severity: reference.hasFallback ? .warning : .error)
      if !reference.hasFallback || warningsAsErrors { reads = false }
    }
    return reads
  }

  /// Whether a value's substitution in one theme reads; reported if not.
  private mutating func check(
    _ pending: PendingSubstitution, _ result: Result<String, Substitution.Failure>,
    theme: String?, budget: inout Int, tokens table: TokenTable, in context: StyleContext
  ) -> Bool {
    let text: String
    switch result {
    case .success(let substituted): text = substituted
    case .failure(.missing(_, let written)):
      steps += written
      budget -= written
      return true
    case .failure(.tooLong):
      // What was written up to the limit counts: values that each stop at it add up.
      let written = min(max(budget, 0), pending.substitution.limit)
      steps += written
      budget -= written
      reportTooLong(
        pending,
        budget <= 0
          ? "the sheet's values substitute more than 4 times its size for each theme"
          : "more than \(pending.substitution.limit) bytes")
      return false
    }
    steps += text.utf8.count
    budget -= text.utf8.count
    switch Self.parse(text, for: pending.property) {
    case .success: return true
    case .failure(let error):
      let detail = error.message ?? "expected \(error.expected), found \(error.found)"
      reportAt(
        pending.use, .invalidValue,
        "invalid value for `\(pending.property.name)` "
          + (theme.map { "in theme `\($0)`" } ?? "in the default theme")
          + " once `var()` is substituted: \(detail)",
        notes: ["the value substituted is `\(Self.quoted(text))`"])
      return false
    }
  }

  private mutating func reportTooLong(_ pending: PendingSubstitution, _ reason: String) {
    reportAt(
      pending.use, .substitutionTooLong,
      "the value of `\(pending.property.name)` is too long once `var()` is substituted: "
        + reason,
      notes: ["a value that reads a long custom property many times grows with each `var()`"])
  }

  /// A substituted value as a note quotes it: its first 80 bytes.
  private static func quoted(_ text: String) -> String {
    text.utf8.count <= 80 ? text : String(decoding: text.utf8.prefix(80), as: UTF8.self) + "…"
  }

  private static func parse(
    _ text: String, for property: any PropertyBinding
  ) -> Result<any CSSRepresentable, CSSValueError> {
    parse(text, as: property.valueType, property: property.name)
  }

  private static func parse<Value: CSSRepresentable>(
    _ text: String, as type: Value.Type, property: String
  ) -> Result<any CSSRepresentable, CSSValueError> {
    Substitution.parse(text, as: type, keeping: PropertyRange(property: property))
      .map { $0 as any CSSRepresentable }
  }

  /// Leaves out the declarations with `var()`s inside their values whose properties'
  /// names are at these places.
  private mutating func leaveOut(_ locations: Set<SourceLocation>) {
    guard !locations.isEmpty else { return }
    let isLeftOut = { (value: CSSDeclaredValue, location: SourceLocation) -> Bool in
      if case .substitution = value { return locations.contains(location) }
      return false
    }
    output.rules = output.rules.map { rule in
      steps += rule.declarations.count
      guard rule.declarations.contains(where: { isLeftOut($0.value, $0.location) }) else {
        return rule
      }
      return CSSRule(
        selectors: rule.selectors, layer: rule.layer, condition: rule.condition,
        declarations: rule.declarations.filter { !isLeftOut($0.value, $0.location) },
        location: rule.location, nesting: rule.nesting, placement: rule.placement)
    }
    output.pendingRules = output.pendingRules.map { rule in
      steps += rule.declarations.count
      let kept = rule.declarations.filter {
        guard case .substitution = $0.1 else { return true }
        return !locations.contains($0.2)
      }
      guard kept.count < rule.declarations.count else { return rule }
      return PendingRule(
        layer: rule.layer, type: rule.type, selector: rule.selector, declarations: kept,
        location: rule.location)
    }
  }
}
