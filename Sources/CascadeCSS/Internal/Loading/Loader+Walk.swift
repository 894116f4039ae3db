internal import Cascade

extension Loader {
  /// Walks the items of the sheet, and of every block that loads, in the order of the text,
  /// with a stack of its own. In a style rule's block, each run of declarations is a rule
  /// of the style rule's selectors, in its place among the rules nested there.
  ///
  /// - Complexity: O(*n*) for *n* items.
  mutating func walk(_ items: [SheetItem], in scope: Scope) {
    var pending = [(items: items[...], scope: scope)]
    while let (rest, scope) = pending.popLast() {
      guard let item = rest.first else { continue }
      if case .declaration = item, let parent = scope.parent {
        let run = rest.prefix { if case .declaration = $0 { true } else { false } }
        pending.append((rest.dropFirst(run.count), scope))
        // Declarations after a nested rule, or in a group rule nested in the style rule, are
        // a nested declarations rule, which matches and ranks as the style rule does.
        loadDeclarations(
          run.compactMap { if case .declaration(let each) = $0 { each } else { nil } },
          of: parent, in: scope)
        continue
      }
      pending.append((rest.dropFirst(), scope))
      switch item {
      case .rule(let rule):
        if let (items, inner) = load(rule, in: scope) { pending.append((items[...], inner)) }
      case .atRule(let rule):
        if let (items, inner) = load(rule, in: scope) { pending.append((items[...], inner)) }
      case .declaration(let declaration):
        reportAt(declaration.nameToken, .syntax, "a declaration goes in a rule's block")
      }
    }
  }

  /// Reads a style rule; for a block that holds more than declarations, its items and the
  /// scope they are read in.
  private mutating func load(_ rule: QualifiedRule, in scope: Scope) -> ([SheetItem], Scope)? {
    let prelude = trimmed(rule.prelude)
    if scope.parent == nil, isRoot(prelude) {
      loadRoot(rule, in: scope)
      return nil
    }
    guard !isScouting else { return nil }
    guard scope.theme == nil else {
      report(
        .syntax, "a `@theme` block gives token values only, in `:root { … }`",
        tokens[prelude.lowerBound].start, tokens[prelude.upperBound - 1].end)
      return nil
    }
    guard
      let selectors = parseSelectorList(
        prelude, condition: scope.condition, parent: scope.parent),
      !selectors.isEmpty
    else { return nil }
    let parent = nestingParent(
      selectors, around: scope.parent, at: location(of: prelude.lowerBound))
    guard !rule.items.isEmpty else {
      // An empty block is a rule that sets nothing, as written.
      loadDeclarations([], of: parent, in: scope)
      return nil
    }
    var inner = scope
    inner.parent = parent
    return (rule.items, inner)
  }

  /// Reads `:root`'s token values; a rule nested in it is reported and left out.
  private mutating func loadRoot(_ rule: QualifiedRule, in scope: Scope) {
    for item in rule.items {
      switch item {
      case .declaration(let declaration):
        if isScouting { scout(declaration) } else { defineToken(declaration, in: scope) }
      case .rule(let nested):
        reportAt(
          trimmed(nested.prelude).first ?? rule.prelude.lowerBound, .syntax,
          "a rule nested in `:root` is not supported", notes: [":root gives token values only"])
      case .atRule(let nested):
        reportAt(
          nested.nameToken, .syntax, "a rule nested in `:root` is not supported",
          notes: [":root gives token values only"])
      }
    }
  }

  /// Loads a run of declarations as a rule of the selectors of the style rule they are in:
  /// its own, or a nested declarations rule, after a nested rule or in a group rule nested
  /// in the style rule, which matches and ranks as the style rule does (not as `&`).
  private mutating func loadDeclarations(
    _ own: [Declaration], of parent: NestingParent, in scope: Scope
  ) {
    let selectors = parent.selectors.map { selector in
      var selector = selector
      selector.condition = scope.condition
      return selector
    }
    var declarations: [CSSDeclaration] = []
    // Each selector's type takes its own registration of a property (`lines` of a caption,
    // of a field), so each selector's rule gets its own setters.
    var bound = [[(any PropertyBinding, BoundValue, SourceLocation)]](
      repeating: [], count: selectors.count)
    let types = selectors.map(\.type)
    for declaration in own {
      guard let checked = check(declaration, onEach: types) else { continue }
      let location = self.location(of: declaration.nameToken)
      declarations.append(
        CSSDeclaration(property: checked[0].0.name, value: checked[0].2, location: location))
      for (index, (property, value, _)) in checked.enumerated() {
        bound[index].append((property, value, location))
      }
    }
    output.rules.append(
      CSSRule(
        selectors: selectorState.selectorLists.insert(selectors.map(\.text)).memberAfterInsert,
        layer: scope.layer, condition: scope.condition,
        declarations: declarations, location: parent.location,
        nesting: parent.lists.count > 1 ? parent.lists : [], placement: scope.placement))
    for (selector, bound) in zip(selectors, bound) {
      output.pendingRules.append(
        PendingRule(
          layer: scope.layer, type: selector.type, selector: selector,
          declarations: bound, location: parent.location))
    }
  }

  func isRoot(_ prelude: Range<Int>) -> Bool {
    guard prelude.count == 2, case .colon = tokens[prelude.lowerBound].kind,
      case .identifier(let name) = tokens[prelude.lowerBound + 1].kind
    else { return false }
    return name.lowercased() == "root"
  }

  /// Reads an at-rule; for a block that loads, its items and the scope they are read in.
  private mutating func load(_ rule: AtRule, in scope: Scope) -> ([SheetItem], Scope)? {
    let prelude = trimmed(rule.prelude)
    if scope.parent != nil, rule.name.lowercased() == "theme" {
      reportAt(
        rule.nameToken, .unsupportedAtRule, "`@theme` is not supported in a style rule's block",
        notes: ["a `@theme` block gives token values only, in `:root { … }`"])
      return nil
    }
    switch rule.name.lowercased() {
    case "media":
      guard let items = requireBlock(rule),
        let condition = parseMediaCondition(prelude, at: rule.nameToken)
      else { return nil }
      var inner = scope
      var joined = scope.condition.map { $0.and(condition) } ?? condition
      layerState.mediaBlocks += 1
      joined.block = layerState.mediaBlocks
      inner.condition = joined
      var own = scope.placement.inner.map { $0.and(condition) } ?? condition
      own.block = layerState.mediaBlocks
      inner.placement.inner = own
      // Joining copies the enclosing query's tests, and shares the condition enclosing both.
      steps += condition.size + (joined.isJoined(with: scope.condition) ? joined.ownSize : 0)
      return (items, inner)
    case "layer": return loadLayer(rule, prelude: prelude, in: scope)
    case "theme":
      guard let items = requireBlock(rule) else { return nil }
      guard prelude.count == 1, case .identifier(let theme) = tokens[prelude.lowerBound].kind
      else {
        reportAt(rule.nameToken, .syntax, "expected a theme's name after `@theme`")
        return nil
      }
      guard let known = vocabulary.theme(named: theme) else {
        reportAt(
          prelude.lowerBound, .unknownTheme, "unknown theme `\(theme)`",
          suggestion: Suggestions.nearest(to: theme, among: vocabulary.registeredThemes))
        return nil
      }
      var inner = scope
      inner.theme = known
      return (items, inner)
    default:
      let notes =
        rule.name.lowercased() == "property"
        ? [
          "a sheet's own custom property is declared in `:root { --name: value; }` and takes "
            + "its type from its first use"
        ] : []
      reportAt(
        rule.nameToken, .unsupportedAtRule, "`@\(rule.name)` is not supported",
        suggestion: Suggestions.nearest(to: rule.name, among: ["media", "layer", "theme"])
          .map { "@\($0)" }, notes: notes)
      return nil
    }
  }

  private mutating func requireBlock(_ rule: AtRule) -> [SheetItem]? {
    guard let items = rule.items else {
      reportAt(rule.nameToken, .syntax, "expected a block `{ … }` after `@\(rule.name)`")
      return nil
    }
    return items
  }

  mutating func reportAt(
    _ token: Int, _ code: TextDiagnostic.Code, _ message: String, suggestion: String? = nil,
    notes: [String] = [], severity: TextDiagnostic.Severity = .error
  ) {
    report(
      code, message, tokens[token].start, tokens[token].end, suggestion: suggestion,
      notes: notes, severity: severity)
  }
}
