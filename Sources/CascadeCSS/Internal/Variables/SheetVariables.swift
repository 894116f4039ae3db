internal import Cascade

/// A custom property that a sheet declares for itself in `:root`, with no Swift token behind
/// it: `--gap: 12px`. Its type is the type of the first place that reads it.
struct SheetVariable {
  /// The value type, once a use gave it one.
  var type: (any CSSValue.Type)?
  /// Where the use that gave the type is, as a byte offset, for the notes of a mismatch.
  var typedAt = 0
  /// The binding that rules and the token table read the variable through, once typed.
  var binding: (any TokenBinding)?
  /// The range of values of the property whose use gave the type, which its values keep.
  var range: PropertyRange?
}

/// A `:root` declaration of a sheet's own custom property, read once the whole sheet has
/// given the property its type.
struct PendingVariableValue {
  let name: String
  let scope: Loader.Scope
  let declaration: Declaration
  /// The alias's target, `--b` in `--a: var(--b)`, by its name without `--`.
  let aliasTarget: String?
  /// How many token values were read before this one: where it goes in the sheet's order.
  let position: Int
  /// For a registered token's alias of the sheet's own property, which takes its place as
  /// it is read: where its definition and its token value are.
  var placed: (definition: Int, tokenValue: Int)?
}

/// A sheet's own custom property as rules and aliases read it: the sheet's values for it,
/// else a `var()` fallback; no theme gives it a value, and it has no default.
struct VariableEntry<Value: CSSValue>: TokenBinding {
  let cssName: String

  var valueType: any CSSValue.Type { Value.self }
  var swiftName: String { "--\(cssName)" }

  func fits(_ type: any CSSValue.Type) -> Bool {
    type == Value.self || type == Value?.self
  }

  var defaultValue: (any CSSValue)? { nil }

  func themeValue(in context: StyleContext) -> (any CSSValue)? { nil }

  func styleValue<Property: Sendable>(
    _: Property.Type, fallback: (any CSSValue)?, tokens: TokenTable
  ) -> StyleValue<Property>? {
    let resolve: @Sendable (StyleContext) -> Result<Value, MissingToken> = { [cssName] in
      if let value = tokens.value(of: cssName, in: $0).flatMap(TokenEntry<Value>.cast) {
        return .success(value)
      }
      if let value = fallback.flatMap(TokenEntry<Value>.cast) { return .success(value) }
      return .failure(MissingToken(customPropertyNamed: cssName, valueType: Value.self))
    }
    if let own = StyleValue<Value>.variable(named: cssName, resolving: resolve)
      as? StyleValue<Property>
    {
      return own
    }
    return StyleValue<Value?>.variable(named: cssName) { resolve($0).map { .some($0) } }
      as? StyleValue<Property>
  }
}

/// An optional value type, `Color?`, which a custom property's use reads through to the
/// wrapped type: `--brand` used for an optional background is a `Color`.
protocol OptionalCSSValue {
  static var wrappedValueType: any CSSValue.Type { get }
}

extension Optional: OptionalCSSValue where Wrapped: CSSValue {
  static var wrappedValueType: any CSSValue.Type { Wrapped.self }
}

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
    variables = scout.variables
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
      variables[name] == nil
    else { return }
    variables[name] = SheetVariable()
  }

  /// The binding a use reads a sheet's custom property through: the first use gives the
  /// property its type, and the range of values CSS gives the property it is used for, and
  /// every later use must take that type. `nil`, reported at the
  /// use, where it takes another.
  mutating func useVariable(
    _ name: String, as type: any CSSValue.Type, by property: String, at index: Int
  ) -> (any TokenBinding)? {
    guard var variable = variables[name] else { return nil }
    let wanted = (type as? any OptionalCSSValue.Type)?.wrappedValueType ?? type
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
    variables[name] = variable
    typedVariables.append(name)
    return binding
  }

  /// Takes back what the uses read since `typed` properties were typed and `uses` uses
  /// recorded gave: a declaration left out for an error types nothing and uses nothing, so
  /// a property that only it read stays unread, as it is in the printed sheet.
  mutating func forgetUses(after typed: Int, _ uses: Int) {
    for name in typedVariables[typed...] { variables[name] = SheetVariable() }
    typedVariables.removeSubrange(typed...)
    variableUses.removeSubrange(uses...)
  }

  /// The binding of a sheet's custom property of a value type known only at run time.
  private static func variableBinding<Typed: CSSValue>(
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
      guard vocabulary.tokens[named] != nil || variables[named] != nil else {
        _ = token(named: named, at: arguments.lowerBound)
        return
      }
      target = named
    }
    pendingVariableValues.append(
      PendingVariableValue(
        name: name, scope: scope, declaration: declaration, aliasTarget: target,
        position: tokenValues.count, placed: nil))
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
    guard !pendingVariableValues.isEmpty else { return }
    let rejected = typeAliasTargets()
    // A registered token's alias that was reported leaves the place it took.
    var leaving: Set<Int> = []
    for index in rejected.sorted().reversed() {
      let pending = pendingVariableValues[index]
      guard let placed = pending.placed else { continue }
      leaving.insert(placed.tokenValue)
      definitions[pending.name]?.remove(at: placed.definition)
      let start = tokens[pending.declaration.value.lowerBound].start
      aliasLocations[pending.name]?.removeAll {
        $0.target == pending.aliasTarget && $0.start == start
      }
    }
    var merged: [TokenValue] = []
    merged.reserveCapacity(tokenValues.count + pendingVariableValues.count)
    var next = 0
    var reportedUnused: Set<String> = []
    for (index, pending) in pendingVariableValues.enumerated() where pending.placed == nil {
      steps += 1
      while next < pending.position {
        if !leaving.contains(next) { merged.append(tokenValues[next]) }
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
    while next < tokenValues.count {
      if !leaving.contains(next) { merged.append(tokenValues[next]) }
      next += 1
    }
    tokenValues = merged
  }

  /// One deferred value read as its property's type, added to the definitions.
  private mutating func variableValue(
    _ pending: PendingVariableValue, of type: any CSSValue.Type
  ) -> TokenValue? {
    let declaration = pending.declaration
    let range = declaration.value
    let text: TextValue
    let value: BoundDefinition.Value
    if let target = pending.aliasTarget {
      text = .token(target, fallback: nil)
      value = .alias(target)
      aliasLocations[pending.name, default: []].append(
        (target, tokens[range.lowerBound].start, tokens[range.upperBound - 1].end))
    } else {
      guard
        let literal = literal(
          range, of: type, for: "--\(pending.name)", keeping: variables[pending.name]?.range)
      else { return nil }
      text = .literal(literal)
      value = .literal(literal)
    }
    definitions[pending.name, default: []].append(
      BoundDefinition(
        theme: pending.scope.theme, condition: pending.scope.condition, layer: pending.scope.layer,
        value: value))
    return TokenValue(
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
    for (index, pending) in pendingVariableValues.enumerated() where pending.aliasTarget != nil {
      aliasesOf[pending.name, default: []].append(index)
    }
    var queue = pendingVariableValues.indices.filter {
      pendingVariableValues[$0].aliasTarget != nil
        && binding(of: pendingVariableValues[$0].name) != nil
    }
    var rejected: Set<Int> = []
    var next = 0
    while next < queue.count {
      let index = queue[next]
      next += 1
      steps += 1
      let pending = pendingVariableValues[index]
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
              variables[name].map { typeNote(name, $0) }
            })
          continue
        }
      } else if var variable = variables[target] {
        variable.type = source.valueType
        variable.typedAt = tokens[at].start
        variable.binding = Self.variableBinding(named: target, of: source.valueType)
        // The alias's values keep the range of the property that typed it, and so do these.
        variable.range = variables[pending.name]?.range
        variables[target] = variable
        queue += aliasesOf[target] ?? []
      }
    }
    return rejected
  }

  /// The binding of a registered token, or of a sheet's own property once typed.
  private func binding(of name: String) -> (any TokenBinding)? {
    vocabulary.tokens[name] ?? variables[name]?.binding
  }
}

extension Loader {
  /// Leaves out what reads a sheet's own property that has no value: every value it was
  /// given had an error, or was an alias the sheet dropped. Printed, such a sheet would not
  /// declare the property, and its uses would read an unknown name; so they are reported
  /// as unknown here too, and left out where that would leave them out: an alias, and a
  /// `var()` without a fallback. A `var()` with one keeps it, with a warning. An alias
  /// left out may leave another property without a value, in turn.
  ///
  /// - Complexity: O(*v* + *d*) for *v* values and *d* declarations of rules: each alias is
  ///   left out at most once, and the rules are filtered once.
  mutating func dropUsesOfValuelessVariables() {
    var valueless = variables.compactMap { name, variable in
      variable.binding != nil && definitions[name] == nil ? name : nil
    }
    guard !valueless.isEmpty else { return }
    valueless.sort()
    var aliasedBy: [String: [String]] = [:]
    for (source, aliases) in aliasLocations {
      for target in Set(aliases.map(\.target)) { aliasedBy[target, default: []].append(source) }
    }
    var gone = Set(valueless)
    var leaving: Set<[String]> = []
    var next = 0
    while next < valueless.count {
      let target = valueless[next]
      next += 1
      for source in (aliasedBy[target] ?? []).sorted() {
        steps += 1
        guard let before = definitions[source] else { continue }
        let kept = before.filter {
          if case .alias(target) = $0.value { return false }
          return true
        }
        guard kept.count < before.count else { continue }
        leaving.insert([source, target])
        for alias in aliasLocations[source] ?? [] where alias.target == target {
          report(
            .unknownToken, "custom property `--\(target)` has no value", alias.start, alias.end,
            notes: ["each value the sheet gave `--\(target)` had an error"])
        }
        definitions[source] = kept.isEmpty ? nil : kept
        if kept.isEmpty, variables[source] != nil, gone.insert(source).inserted {
          valueless.append(source)
        }
      }
    }
    tokenValues.removeAll {
      if case .token(let target, fallback: nil) = $0.value {
        return leaving.contains([$0.token, target])
      }
      return false
    }
    dropRuleUses(of: gone)
  }

  /// Reports the uses in rules of properties that have no value, and leaves out those
  /// without a fallback.
  private mutating func dropRuleUses(of gone: Set<String>) {
    var reported: Set<Int> = []
    // A declaration read as several types records its use once for each.
    for use in variableUses where gone.contains(use.name) && reported.insert(use.token).inserted {
      steps += 1
      let severity: CSSDiagnostic.Severity = use.hasFallback ? .warning : .error
      var notes = ["each value the sheet gave `--\(use.name)` had an error"]
      if use.hasFallback { notes.append("`var()` uses its fallback in the property's place") }
      reportAt(
        use.token, .unknownToken, "custom property `--\(use.name)` has no value", notes: notes,
        severity: severity)
    }
    let dropped = { (value: TextValue) -> Bool in
      if case .token(let name, fallback: nil) = value { return gone.contains(name) }
      return false
    }
    rules = rules.map { rule in
      steps += rule.declarations.count
      guard rule.declarations.contains(where: { dropped($0.value) }) else { return rule }
      return TextRule(
        selectors: rule.selectors, layer: rule.layer, condition: rule.condition,
        declarations: rule.declarations.filter { !dropped($0.value) }, location: rule.location,
        nesting: rule.nesting, placement: rule.placement)
    }
    pendingRules = pendingRules.map { rule in
      steps += rule.declarations.count
      let kept = rule.declarations.filter {
        if case .token(let binding, fallback: nil) = $0.1 { return !gone.contains(binding.cssName) }
        return true
      }
      guard kept.count < rule.declarations.count else { return rule }
      return PendingRule(
        layer: rule.layer, type: rule.type, selector: rule.selector, declarations: kept,
        location: rule.location)
    }
  }
}

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
    guard variables.values.contains(where: { $0.binding != nil }) else { return }
    // What kept declarations read, and what registered tokens alias: the roots of typing.
    var read = Set(variableUses.map(\.name).filter { variables[$0] != nil })
    for pending in pendingSubstitutions {
      read.formUnion(pending.references.map(\.name).filter { variables[$0] != nil })
    }
    for (name, definitions) in definitions where vocabulary.tokens[name] != nil {
      for case .alias(let target) in definitions.map(\.value) where variables[target] != nil {
        read.insert(target)
      }
    }
    var queue = Array(read)
    while let name = queue.popLast() {
      steps += 1
      for case .alias(let target) in (definitions[name] ?? []).map(\.value)
      where variables[target] != nil && read.insert(target).inserted {
        queue.append(target)
      }
    }
    // A property without a value left is printed without one either way: only those whose
    // values would be printed as a type nothing gives them are taken back.
    let unread = Set(
      variables.compactMap { name, variable in
        variable.binding != nil && !read.contains(name) && definitions[name] != nil ? name : nil
      })
    guard !unread.isEmpty else { return }
    var reported: Set<String> = []
    for pending in pendingVariableValues
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
      variables[name] = SheetVariable()
      definitions[name] = nil
      aliasLocations[name] = nil
    }
    steps += tokenValues.count
    tokenValues.removeAll { unread.contains($0.token) }
  }
}
