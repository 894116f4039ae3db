internal import Cascade

extension Loader {
  /// The selectors of a rule's prelude, or `nil`, reported, if any is not one the
  /// language has: a rule with a bad selector is left out, as in CSS. A nested rule's
  /// selectors are relative to its parent's, and come back expanded, each `&` replaced.
  mutating func parseSelectorList(
    _ prelude: Range<Int>, condition: CSSMediaCondition?, parent: NestingParent? = nil
  ) -> [LoadedSelector]? {
    guard !prelude.isEmpty else {
      reportAt(prelude.lowerBound, .syntax, "expected a selector before `{`")
      return nil
    }
    var selectors: [LoadedSelector] = []
    var relative: [(ParsedSelector, Range<Int>)] = []
    selectorState.nestedSelectorTexts = []
    var start = prelude.lowerBound
    for index in prelude where index == prelude.upperBound - 1 || isComma(index) {
      let end = isComma(index) ? index : index + 1
      let part = trimmed(start..<end)
      guard !part.isEmpty else {
        reportAt(index, .syntax, "expected a selector")
        return nil
      }
      start = index + 1
      selectorState.selectorMatchesNothing = false
      guard let parsed = parseSelector(part, isRelative: parent != nil) else {
        // A type the vocabulary does not have, or an id, is a selector that matches nothing,
        // as in a browser: it goes, and the list's other selectors stay.
        if selectorState.selectorMatchesNothing { continue }
        return nil
      }
      if parent != nil {
        relative.append((parsed, part))
        selectorState.nestedSelectorTexts.append(parsed.text)
      } else if let selector = build(parsed.compounds, condition: condition, at: part) {
        selectors.append(selector)
      }
    }
    if isComma(prelude.upperBound - 1) {
      reportAt(prelude.upperBound - 1, .syntax, "expected a selector after `,`")
      return nil
    }
    guard let parent else { return selectors }
    // A rule in the same place as one before (a printed sheet repeats its parents for each
    // rule) takes its expansions, and spends no more of the budget.
    if let known = expandedBefore(selectorState.nestedSelectorTexts, under: parent) { return known }
    for (parsed, part) in relative {
      guard let expanded = expand(parsed, under: parent, condition: condition, at: part)
      else { return nil }
      selectors += expanded
    }
    return selectors
  }

  private func isComma(_ index: Int) -> Bool {
    if case .comma = tokens[index].kind { return true }
    return false
  }

  /// Compounds joined by white space (descendant) and `>` (child); relative to a parent's
  /// selector in a nested rule, where `&` stands for it and a selector may start with `>`.
  private mutating func parseSelector(_ range: Range<Int>, isRelative: Bool) -> ParsedSelector? {
    var compounds: [(combinator: Bool?, compound: Compound)] = []
    var current = Compound()
    var pendingChild = false
    var startsWithChild = false
    var index = range.lowerBound
    var hasContent = false
    // Set by a part that matches nothing; the selector goes on to be checked, since an
    // error after it still fails the list.
    var matchesNothing = false
    while index < range.upperBound {
      let token = tokens[index]
      switch token.kind {
      case .whitespace:
        if hasContent {
          compounds.append((compounds.isEmpty ? nil : pendingChild, current))
          current = Compound()
          pendingChild = false
          hasContent = false
        }
      case .delimiter(UInt8(ascii: ">")):
        if hasContent {
          compounds.append((compounds.isEmpty ? nil : pendingChild, current))
          current = Compound()
          pendingChild = false
          hasContent = false
        }
        if isRelative && compounds.isEmpty && !startsWithChild {
          startsWithChild = true
          index += 1
          continue
        }
        guard !compounds.isEmpty, !pendingChild else {
          reportAt(index, .syntax, "expected a selector before `>`")
          return nil
        }
        pendingChild = true
      case .identifier(let name) where !hasContent:
        if let type = vocabulary.types[name] {
          current.type = type
        } else {
          reportAt(
            index, .unknownType, "unknown type `\(name)`",
            suggestion: Suggestions.nearest(to: name, among: vocabulary.types.keys))
          matchesNothing = true
        }
        current.typeName = name
        hasContent = true
      case .hash where isIdentifierHash(index):
        reportAt(
          index, .unsupportedSelector, "an id selector (`#…`) is not supported; use a class",
          notes: ["as in a browser where nothing has the id, the selector matches nothing"])
        matchesNothing = true
        hasContent = true
      case .delimiter(UInt8(ascii: "*")) where !hasContent:
        hasContent = true
      case .delimiter(UInt8(ascii: "&")) where isRelative:
        current.ampersands += 1
        hasContent = true
      case .delimiter(UInt8(ascii: ".")):
        guard index + 1 < range.upperBound, case .identifier(let name) = tokens[index + 1].kind
        else {
          reportAt(index, .syntax, "expected a class name after `.`")
          return nil
        }
        if current.classSet.insert(name).inserted {
          current.classes.append(name)
        } else {
          current.repeatedClasses.append(name)
        }
        steps += 1
        hasContent = true
        index += 1
      case .colon:
        guard let state = parseState(at: index, in: range) else { return nil }
        if !current.state.insert(state).inserted { current.repeatedStates.append(state) }
        hasContent = true
        index += 1
      default:
        reportUnsupportedSelector(at: index)
        return nil
      }
      index += 1
    }
    if !hasContent && (pendingChild || startsWithChild && compounds.isEmpty) {
      reportAt(range.upperBound - 1, .syntax, "expected a selector after `>`")
      return nil
    }
    if hasContent { compounds.append((compounds.isEmpty ? nil : pendingChild, current)) }
    guard !matchesNothing else {
      selectorState.selectorMatchesNothing = true
      return nil
    }
    return isRelative
      ? ParsedSelector(relative: compounds, startsWithChild: startsWithChild)
      : ParsedSelector(compounds: compounds)
  }

  private mutating func parseState(at index: Int, in range: Range<Int>) -> StyleState? {
    guard index + 1 < range.upperBound else {
      reportAt(index, .syntax, "expected a state after `:`")
      return nil
    }
    switch tokens[index + 1].kind {
    case .identifier(let name):
      if let state = Compound.states.first(where: { $0.name == name.lowercased() }) {
        return state.state
      }
      report(
        .unknownPseudoClass, "unknown state `:\(name)`", tokens[index].start,
        tokens[index + 1].end,
        suggestion: Suggestions.nearest(to: name, among: Compound.states.map(\.name))
          .map { ":\($0)" },
        notes: ["the states are :highlighted, :selected, :disabled and :focused"])
    case .colon:
      reportAt(index, .unsupportedSelector, "pseudo-elements (`::`) are not supported")
    default:
      reportUnsupportedSelector(at: index + 1)
    }
    return nil
  }

  /// Whether a `#` token is an id selector, as CSS reads one: its name starts as an
  /// identifier does (`#5f2c95` is not one, and fails the selector).
  private func isIdentifierHash(_ index: Int) -> Bool {
    let text = lines.text(tokens[index].start, tokens[index].end).unicodeScalars.dropFirst()
    guard var first = text.first else { return false }
    if first == "-", let second = text.dropFirst().first {
      if second == "-" { return true }
      first = second
    }
    return first == "_" || first == "\\" || first.properties.isAlphabetic || !first.isASCII
  }

  private mutating func reportUnsupportedSelector(at index: Int) {
    if case .badString = tokens[index].kind {
      reportAt(index, .unterminatedString, "string without its closing quote")
      return
    }
    let what =
      switch tokens[index].kind {
      case .openBracket: "an attribute selector (`[…]`)"
      case .delimiter(UInt8(ascii: "+")), .delimiter(UInt8(ascii: "~")): "a sibling combinator"
      case .function: "a functional pseudo-class"
      case .delimiter(UInt8(ascii: "&")): "`&` outside a nested rule"
      default: "`\(lines.text(tokens[index].start, tokens[index].end))` in a selector"
      }
    reportAt(
      index, .unsupportedSelector, "\(what) is not supported",
      notes: [
        "a selector is a type, classes (`.name`) and states (`:highlighted`), joined by "
          + "white space or `>`"
      ])
  }

  /// The selector of compounds read left to right; `nil`, reported at `range`, where it has
  /// more child combinators than the limits allow.
  mutating func build(
    _ compounds: [(combinator: Bool?, compound: Compound)], condition: CSSMediaCondition?,
    at range: Range<Int>
  ) -> LoadedSelector? {
    guard let subject = compounds.last?.compound else { return nil }
    let children = compounds.count(where: { $0.combinator == true })
    guard children <= limits.childCombinators else {
      reportAt(
        range.lowerBound, .selectorTooLong,
        "a selector with \(children) child combinators (`>`); at most "
          + "\(limits.childCombinators) are allowed",
        notes: ["each `>` is work for every object the selector reaches down a tree"])
      return nil
    }
    let text = compounds.map { isChild, compound in
      (isChild == true ? " > " : isChild == false ? " " : "") + compound.text
    }.joined()
    return LoadedSelector(
      compounds: compounds.map { (isChild: $0.combinator, compound: $0.compound) },
      condition: condition, type: subject.type ?? vocabulary.base, text: text)
  }
}
