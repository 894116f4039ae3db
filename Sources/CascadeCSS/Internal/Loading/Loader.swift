internal import Cascade

/// Reads a text stylesheet against a vocabulary: walks the structure the parser found,
/// checks every name and value, and builds the engine's rules. Every problem becomes a
/// diagnostic; what has none loads.
struct Loader {
  let vocabulary: StyleVocabulary
  let name: String
  let file: String
  let limits: TextLimits
  /// Whether a warning is reported as an error, and what it is about left out.
  let warningsAsErrors: Bool
  let source: String
  var tokens: [CSSToken]
  let lines: LineMap

  /// What the load has made so far.
  var output = LoadOutput()
  /// The layers and conditions the walk has met.
  var layerState = LayerState()
  /// The selectors the walk has read.
  var selectorState = SelectorState()
  /// The sheet's token definitions and own custom properties.
  var variableState = VariableState()
  /// The steps of the loader's own work, for ``WorkCounter``: tokens read, tests of the
  /// conditions made, layers and classes declared.
  var steps = 0

  /// A layer's declaration under a condition, by the condition's number, 0 for none.
  struct LayerDeclarationKey: Hashable {
    let layer: String
    let condition: Int
  }

  /// The number of a condition layers are declared under: 0 for none, and the same for
  /// conditions of the same text.
  ///
  /// Numbered from the outermost condition in, each by its enclosing one's number and the
  /// text of its own queries: the text of a block nested in a long list of queries holds the
  /// list, and writing it for each such block would cost the square of the list.
  ///
  /// - Complexity: O(*q*) for the text of the queries of the conditions not numbered yet.
  mutating func conditionNumber(of condition: CSSMediaCondition?) -> Int {
    var unnumbered: [CSSMediaCondition] = []
    var current = condition
    var number = 0
    while let next = current {
      if next.block != 0, let known = layerState.conditionNumbers.byBlock[next.block] {
        number = known
        break
      }
      unnumbered.append(next)
      current = next.enclosing
    }
    for link in unnumbered.reversed() {
      let own = link.queries.map(\.description).joined(separator: ", ")
      steps += own.utf8.count
      let key = "\(number) {\(own)}"
      number =
        layerState.conditionNumbers.byText[key] ?? layerState.conditionNumbers.byText.count + 1
      layerState.conditionNumbers.byText[key] = number
      if link.block != 0 { layerState.conditionNumbers.byBlock[link.block] = number }
    }
    return number
  }

  /// A rule checked and waiting for the token table, which the whole sheet fills.
  struct PendingRule {
    let layer: String?
    let type: any TypeBinding
    let selector: LoadedSelector
    let declarations: [(any PropertyBinding, BoundValue, SourceLocation)]
    let location: SourceLocation
  }

  /// Where a rule is: its layer, the conditions and theme of the blocks around it.
  struct Scope {
    var layer: String?
    var condition: CSSMediaCondition?
    var theme: String?
    var depth = 0
    /// Where the innermost `@layer` block was opened, for printing: see ``LayerPlacement``.
    var placement = LayerPlacement()
    /// The style rule the block is nested in, whose selectors its declarations take.
    var parent: NestingParent?
  }

  init(
    vocabulary: StyleVocabulary, source: String, name: String, file: String, limits: TextLimits,
    warningsAsErrors: Bool = false
  ) {
    self.vocabulary = vocabulary
    self.name = name
    self.file = file
    self.limits = limits
    self.warningsAsErrors = warningsAsErrors
    self.source = source
    let bytes = Array(source.utf8)
    lines = LineMap(bytes)
    tokens = bytes.count <= limits.maximumBytes ? Tokenizer.tokens(of: bytes) : []
  }

  /// Whether to build the engine's rules; a check alone leaves them out.
  var buildsRules = true
  /// Whether this is the walk that finds the sheet's own custom properties, which reports
  /// nothing and reads no rule.
  var isScouting = false

  mutating func load() -> CSSStylesheet {
    if source.utf8.count > limits.maximumBytes {
      report(
        .inputTooLarge,
        "the sheet is \(source.utf8.count) bytes, more than the limit of \(limits.maximumBytes)",
        0, 0)
      return finish()
    }
    tokens = reportingUnterminatedComments()
    selectorState.expansionBudget.limit = max(limits.maximumExpandedSelectorBytes, 0)
    var parser = SheetParser(tokens: tokens, limits: limits, warningsAsErrors: warningsAsErrors)
    parser.isPropertyName = { [vocabulary] in vocabulary.properties[$0] != nil }
    let items = parser.parseSheet()
    steps += parser.steps
    for problem in parser.problems {
      report(
        problem.code, problem.message, problem.start, problem.end,
        suggestion: problem.suggestion, notes: problem.notes, severity: problem.severity)
    }
    collectVariables(in: items)
    walk(items, in: Scope())
    finishVariables()
    checkAliases()
    dropUsesOfValuelessVariables()
    checkSubstitutions()
    untypeVariablesNothingReads()
    return finish()
  }

  /// Reports a comment without an end, which can only be the last token, and reads it as
  /// white space from then on.
  private mutating func reportingUnterminatedComments() -> [CSSToken] {
    guard let last = tokens.last, case .unterminatedComment = last.kind else { return tokens }
    report(.unterminatedComment, "comment without its closing `*/`", last.start, last.start + 2)
    var tokens = self.tokens
    tokens[tokens.count - 1] = CSSToken(kind: .whitespace, start: last.start, end: last.end)
    return tokens
  }

  private mutating func finish() -> CSSStylesheet {
    var bindings = vocabulary.tokens
    for (name, variable) in variableState.variables {
      if let binding = variable.binding { bindings[name] = binding }
    }
    let ranking = LayerRanking(layerState.layerDeclarations)
    let table = TokenTable(
      bindings: bindings, definitions: variableState.definitions, ranking: ranking)
    var sheets: [Stylesheet] = []
    if buildsRules {
      let byLayer = Dictionary(grouping: output.pendingRules, by: \.layer)
      var selectors = SelectorCache()
      for layer in ranking.layers.map(Optional.some) + [nil] {
        let layerRules = (byLayer[layer] ?? []).map {
          $0.type.rule(
            selectors.selector(of: $0.selector), declarations: $0.declarations,
            location: $0.location, tokens: table)
        }
        sheets.append(Stylesheet(layer.map { "\(name) @layer \($0)" } ?? name, rules: layerRules))
      }
    }
    let stylesheet =
      if sheets.count == 1 {
        sheets[0]
      } else if ranking.dependsOnTraits {
        Stylesheet.layered(sheets, name: name) { [ranking] in ranking.ranks(in: $0) }
      } else {
        Stylesheet.layered(sheets, name: name)
      }
    output.diagnostics.sort { $0.range.start < $1.range.start }
    steps += tokens.count + layerState.layers.count
    WorkCounter.record(steps)
    return CSSStylesheet(
      name: name, stylesheet: stylesheet, rules: output.rules,
      tokenDeclarations: output.tokenDeclarations,
      layers: layerState.layers,
      layerDeclarations: ranking.dependsOnTraits ? layerState.layerDeclarations : [],
      diagnostics: output.diagnostics, source: source)
  }

  /// Layers from the weakest to the strongest, as CSS orders them: siblings in the order
  /// first declared, and a layer's own rules above the layers nested in it
  /// (`base.buttons` below `base`).
  ///
  /// - Parameter names: The layers, each after the layers it is nested in.
  /// - Complexity: O(*n*) for *n* bytes of names, with a stack of its own: names nest no
  ///   deeper than ``TextLimits/maximumNestingDepth``, but the order needs no recursion.
  static func cascadeOrder(of names: [String]) -> [String] {
    var children: [String?: [String]] = [:]
    for layer in names {
      // By scalars, not characters: a `.` followed by a combining mark is one character.
      let scalars = layer.unicodeScalars
      let parent = scalars.lastIndex(of: ".").map { String(Substring(scalars[..<$0])) }
      children[parent, default: []].append(layer)
    }
    // Each layer is written after the layers nested in it: depth first, children first.
    var ordered: [String] = []
    var pending: [(layer: String, isExpanded: Bool)] = (children[nil] ?? []).reversed().map {
      ($0, false)
    }
    while let (layer, isExpanded) = pending.popLast() {
      if isExpanded {
        ordered.append(layer)
      } else {
        pending.append((layer, true))
        pending += (children[layer] ?? []).reversed().map { ($0, false) }
      }
    }
    return ordered
  }

  // MARK: Reporting

  /// Reports a problem; a warning as an error if warnings count as errors. Past the limit,
  /// one diagnostic stands for the problems left out, as serious as the worst of them.
  mutating func report(
    _ code: TextDiagnostic.Code, _ message: String, _ start: Int, _ end: Int,
    expected: String? = nil, found: String? = nil, suggestion: String? = nil,
    notes: [String] = [], severity: TextDiagnostic.Severity = .error
  ) {
    guard !isScouting else { return }
    let severity = warningsAsErrors && severity == .warning ? .error : severity
    guard output.diagnostics.count < limits.maximumDiagnostics else {
      reportLeftOut(start, end, severity: severity)
      return
    }
    output.diagnostics.append(
      TextDiagnostic(
        code: code, message: message, file: file, range: lines.range(start, end),
        expected: expected, found: found, suggestion: suggestion, notes: notes,
        severity: severity))
  }

  /// The diagnostic of the problems past the limit: added at the first of them, and made an
  /// error at the first error, so that a sheet with errors never reads as one without.
  private mutating func reportLeftOut(_ start: Int, _ end: Int, severity: TextDiagnostic.Severity) {
    if output.diagnostics.count > limits.maximumDiagnostics {
      guard severity == .error, let last = output.diagnostics.last, last.severity != .error else {
        return
      }
      output.diagnostics[output.diagnostics.count - 1] = TextDiagnostic(
        code: last.code, message: last.message, file: file, range: last.range, severity: .error)
      return
    }
    output.diagnostics.append(
      TextDiagnostic(
        code: .tooManyDiagnostics,
        message: "more than \(limits.maximumDiagnostics) problems; the rest are not shown",
        file: file, range: lines.range(start, end), severity: severity))
  }

  func location(of token: Int) -> SourceLocation {
    let position = lines.position(of: tokens[token].start)
    return SourceLocation(fileID: file, line: position.line, column: position.column)
  }

  func text(of range: Range<Int>) -> String {
    guard let first = range.first, let last = range.last else { return "" }
    return lines.text(tokens[first].start, tokens[last].end)
  }
}
