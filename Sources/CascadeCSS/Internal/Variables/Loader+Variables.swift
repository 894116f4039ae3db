internal import Cascade

extension Loader {
  /// Finds the names that the `:root` blocks the sheet loads give values and the vocabulary
  /// does not register: the sheet's own custom properties, known before any rule reads them.
  /// A copy of the loader walks the sheet without reporting and without reading rules, so
  /// that it takes exactly the blocks the walk takes: a `:root` in a block that does not
  /// load (an unknown theme, a query with an error) declares nothing, in the sheet and in
  /// the text it prints.
  ///
  /// Most sheets declare none: the walk is taken only where some `:root`, in any block,
  /// names one.
  ///
  /// - Complexity: O(*n*) for *n* tokens: it reads the blocks' preludes, not the rules.
  mutating func collectVariables(in items: [SheetItem]) {
    guard mayDeclareVariables(items) else { return }
    var scout = self
    scout.isScouting = true
    scout.walk(items, in: Scope())
    variableState.variables = scout.variableState.variables
    steps = scout.steps
  }

  /// Whether any `:root`, in any block, loaded or not, gives a value to a name the
  /// vocabulary does not register.
  ///
  /// - Complexity: O(*n*) for *n* items and declarations, with a stack of its own.
  private mutating func mayDeclareVariables(_ items: [SheetItem]) -> Bool {
    var pending = [items[...]]
    while let next = pending.popLast() {
      for item in next {
        steps += 1
        switch item {
        case .rule(let rule) where isRoot(trimmed(rule.prelude)):
          let declares = rule.items.contains { item in
            guard case .declaration(let declaration) = item else { return false }
            return customName(declaration.nameToken).map { vocabulary.tokens[$0] == nil } ?? false
          }
          if declares { return true }
        case .rule(let rule): pending.append(rule.items[...])
        case .atRule(let rule): if let items = rule.items { pending.append(items[...]) }
        case .declaration: continue
        }
      }
    }
    return false
  }

  /// While scouting, notes a `:root` declaration of a name the vocabulary does not register.
  mutating func scout(_ declaration: Declaration) {
    steps += 1
    guard let name = customName(declaration.nameToken), vocabulary.tokens[name] == nil,
      variableState.variables[name] == nil
    else { return }
    variableState.variables[name] = SheetVariable()
  }

  /// The binding a use reads a sheet's custom property through: the first use gives the
  /// property its type, and the range of values CSS gives the property it is used for, and
  /// every later use must take that type. `nil`, reported at the
  /// use, where it takes another.
  mutating func useVariable(
    _ name: String, as type: any CSSRepresentable.Type, by property: String, at index: Int
  ) -> (any TokenBinding)? {
    guard var variable = variableState.variables[name] else { return nil }
    let wanted = (type as? any OptionalCSSRepresentable.Type)?.wrappedValueType ?? type
    if let binding = variable.binding {
      guard binding.fits(type) else {
        reportAt(
          index, .tokenTypeMismatch,
          "custom property `--\(name)` is \(binding.valueType), but `\(property)` takes \(type)",
          notes: [typeNote(name, variable)])
        return nil
      }
      return binding
    }
    let binding = Self.variableBinding(named: name, of: wanted)
    variable.type = wanted
    variable.typedAt = tokens[index].start
    variable.binding = binding
    variable.range = PropertyRange(property: property)
    variableState.variables[name] = variable
    variableState.typedVariables.append(name)
    return binding
  }

  /// Takes back what the uses read since `typed` properties were typed and `uses` uses
  /// recorded gave: a declaration left out for an error types nothing and uses nothing, so
  /// a property that only it read stays unread, as it is in the printed sheet.
  mutating func forgetUses(after typed: Int, _ uses: Int) {
    for name in variableState.typedVariables[typed...] {
      variableState.variables[name] = SheetVariable()
    }
    variableState.typedVariables.removeSubrange(typed...)
    variableState.variableUses.removeSubrange(uses...)
  }

  /// The binding of a sheet's custom property of a value type known only at run time.
  private static func variableBinding<Typed: CSSRepresentable>(
    named name: String, of _: Typed.Type
  ) -> any TokenBinding {
    VariableEntry<Typed>(cssName: name)
  }

  /// Where a custom property took its type, for the notes of a mismatch.
  func typeNote(_ name: String, _ variable: SheetVariable) -> String {
    let position = lines.position(of: variable.typedAt)
    return "`--\(name)` took its type, \(variable.type.map { "\($0)" } ?? "none"), from its "
      + "first use, at \(position.line):\(position.column)"
  }

  /// A `:root` value for a sheet's own custom property: kept, in its place among the token
  /// values, until the whole sheet has given the property its type.
  mutating func deferVariableValue(_ declaration: Declaration, named name: String, in scope: Scope)
  {
    let range = declaration.value
    var target: String?
    if let arguments = wholeVar(range) {
      let arguments = trimmed(arguments)
      guard arguments.count == 1, let named = customName(arguments.lowerBound) else {
        reportAt(range.lowerBound, .syntax, "an alias is `var(--name)`, without a fallback")
        return
      }
      guard vocabulary.tokens[named] != nil || variableState.variables[named] != nil else {
        _ = token(named: named, at: arguments.lowerBound)
        return
      }
      target = named
    }
    variableState.pendingVariableValues.append(
      PendingVariableValue(
        name: name, scope: scope, declaration: declaration, aliasTarget: target,
        position: output.tokenDeclarations.count, placed: nil))
  }

  /// Gives the sheet's custom properties that only aliases reach the types of the
  /// properties that alias them, reads every deferred value as its property's type, and
  /// puts each in its place among the token values. A property no use typed has no type
  /// to read its values as: they are left out, with a warning.
  ///
  /// - Complexity: O(*v* + *b*) for *v* deferred values and *b* bytes of them: each
  ///   property is typed once, and each value read once.
  mutating func finishVariables() {
    typeVariablesReadBySubstitution()
    guard !variableState.pendingVariableValues.isEmpty else { return }
    let rejected = typeAliasTargets()
    // A registered token's alias that was reported leaves the place it took.
    var leaving: Set<Int> = []
    for index in rejected.sorted().reversed() {
      let pending = variableState.pendingVariableValues[index]
      guard let placed = pending.placed else { continue }
      leaving.insert(placed.tokenValue)
      variableState.definitions[pending.name]?.remove(at: placed.definition)
      let start = tokens[pending.declaration.value.lowerBound].start
      variableState.aliasLocations[pending.name]?.removeAll {
        $0.target == pending.aliasTarget && $0.start == start
      }
    }
    var merged: [CSSTokenDeclaration] = []
    merged.reserveCapacity(
      output.tokenDeclarations.count + variableState.pendingVariableValues.count)
    var next = 0
    var reportedUnused: Set<String> = []
    for (index, pending) in variableState.pendingVariableValues.enumerated()
    where pending.placed == nil {
      steps += 1
      while next < pending.position {
        if !leaving.contains(next) { merged.append(output.tokenDeclarations[next]) }
        next += 1
      }
      guard let type = binding(of: pending.name)?.valueType else {
        if reportedUnused.insert(pending.name).inserted {
          reportAt(
            pending.declaration.nameToken, .unusedCustomProperty,
            "custom property `--\(pending.name)` is never used, so it has no type",
            notes: [
              "a sheet's custom property takes its type from the first `var()` that reads it"
            ], severity: .warning)
        }
        continue
      }
      guard !rejected.contains(index) else { continue }
      if let value = variableValue(pending, of: type) { merged.append(value) }
    }
    while next < output.tokenDeclarations.count {
      if !leaving.contains(next) { merged.append(output.tokenDeclarations[next]) }
      next += 1
    }
    output.tokenDeclarations = merged
  }

  /// One deferred value read as its property's type, added to the definitions.
  private mutating func variableValue(
    _ pending: PendingVariableValue, of type: any CSSRepresentable.Type
  ) -> CSSTokenDeclaration? {
    let declaration = pending.declaration
    let range = declaration.value
    let text: CSSDeclaredValue
    let value: BoundDefinition.Value
    if let target = pending.aliasTarget {
      text = .token(target, fallback: nil)
      value = .alias(target)
      variableState.aliasLocations[pending.name, default: []].append(
        (target, tokens[range.lowerBound].start, tokens[range.upperBound - 1].end))
    } else {
      guard
        let literal = literal(
          range, of: type, for: "--\(pending.name)",
          keeping: variableState.variables[pending.name]?.range)
      else { return nil }
      text = .literal(literal)
      value = .literal(literal)
    }
    variableState.definitions[pending.name, default: []].append(
      BoundDefinition(
        theme: pending.scope.theme, condition: pending.scope.condition, layer: pending.scope.layer,
        value: value))
    return CSSTokenDeclaration(
      token: pending.name, theme: pending.scope.theme, condition: pending.scope.condition,
      value: text, location: location(of: declaration.nameToken), layer: pending.scope.layer,
      placement: pending.scope.placement)
  }

  /// Types the custom properties that typed ones alias, along the aliases, and reports an
  /// alias between two types. The aliases are taken in the order of the text, then in the
  /// order each typed property's own aliases are, so that the outcome is the text's alone:
  /// a printed sheet, which keeps the order of its values, types its properties the same.
  ///
  /// - Returns: The deferred aliases reported, by their index.
  private mutating func typeAliasTargets() -> Set<Int> {
    var aliasesOf: [String: [Int]] = [:]
    for (index, pending) in variableState.pendingVariableValues.enumerated()
    where pending.aliasTarget != nil {
      aliasesOf[pending.name, default: []].append(index)
    }
    var queue = variableState.pendingVariableValues.indices.filter {
      variableState.pendingVariableValues[$0].aliasTarget != nil
        && binding(of: variableState.pendingVariableValues[$0].name) != nil
    }
    var rejected: Set<Int> = []
    var next = 0
    while next < queue.count {
      let index = queue[next]
      next += 1
      steps += 1
      let pending = variableState.pendingVariableValues[index]
      guard let target = pending.aliasTarget, let source = binding(of: pending.name) else {
        continue
      }
      let at = wholeVar(pending.declaration.value).map(trimmed)?.lowerBound ?? 0
      if let known = binding(of: target) {
        guard known.valueType == source.valueType else {
          rejected.insert(index)
          reportAt(
            at, .tokenTypeMismatch,
            "`--\(target)` is \(known.valueType), but `--\(pending.name)` is \(source.valueType)",
            notes: [pending.name, target].compactMap { name in
              variableState.variables[name].map { typeNote(name, $0) }
            })
          continue
        }
      } else if var variable = variableState.variables[target] {
        variable.type = source.valueType
        variable.typedAt = tokens[at].start
        variable.binding = Self.variableBinding(named: target, of: source.valueType)
        // The alias's values keep the range of the property that typed it, and so do these.
        variable.range = variableState.variables[pending.name]?.range
        variableState.variables[target] = variable
        queue += aliasesOf[target] ?? []
      }
    }
    return rejected
  }

  /// The binding of a registered token, or of a sheet's own property once typed.
  private func binding(of name: String) -> (any TokenBinding)? {
    vocabulary.tokens[name] ?? variableState.variables[name]?.binding
  }
}
