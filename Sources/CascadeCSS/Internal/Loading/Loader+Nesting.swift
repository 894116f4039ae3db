internal import Cascade

/// A selector as read, before `&` is replaced: its compounds, left to right, each with
/// whether it is a child of the one before (`nil` for the first).
struct ParsedSelector {
  let compounds: [(combinator: Bool?, compound: Compound)]

  init(compounds: [(combinator: Bool?, compound: Compound)]) {
    self.compounds = compounds
  }

  /// A nested rule's selector, made absolute as CSS Nesting does: one that starts with a
  /// combinator, or holds no `&`, starts with `&` and that combinator (`.title` is
  /// `& .title`, `> Label` is `& > Label`).
  init(relative compounds: [(combinator: Bool?, compound: Compound)], startsWithChild: Bool) {
    guard startsWithChild || !compounds.contains(where: { $0.compound.ampersands > 0 }),
      let first = compounds.first
    else {
      self.compounds = compounds
      return
    }
    var parent = Compound()
    parent.ampersands = 1
    self.compounds =
      [(nil, parent), (startsWithChild, first.compound)] + compounds.dropFirst()
  }

  /// The selector as text, each `&` written as `&`: `& > Label.title`.
  var text: String {
    compounds.map { isChild, compound in
      (isChild == true ? " > " : isChild == false ? " " : "") + compound.text
    }.joined()
  }

  /// The number of `&`s.
  var ampersands: Int { compounds.reduce(0) { $0 + $1.compound.ampersands } }
}

/// A style rule's place among nested rules: the place of the rule it is nested in (0 for
/// none), and its own selector list as written.
struct NestingKey: Hashable {
  let parent: Int
  let selectors: [String]
}

/// The style rule a block is nested in: its selectors, expanded, and how they rank.
struct NestingParent {
  /// A number for the rule's place, ``NestingKey``, the same wherever it is read again.
  let id: Int
  /// The selectors, each a full selector the engine reads.
  let selectors: [LoadedSelector]
  /// Each selector's specificity.
  let ranks: [Rank]
  /// The highest of them, which each `&` ranks as, as `:is()` does.
  let highest: Rank
  /// The selector lists of the rules around and of this one, outermost first, each as
  /// written (relative ones with `&`): a rule nested in it prints inside them.
  let lists: [[String]]
  /// Where the rule's selector is.
  let location: SourceLocation
}

extension Loader {
  /// The parent a rule's block gives the rules and declarations nested in it.
  ///
  /// - Complexity: O(*s*) for selectors of *s* compounds.
  mutating func nestingParent(
    _ selectors: [LoadedSelector], around: NestingParent?, at location: SourceLocation
  ) -> NestingParent {
    let own = around == nil ? selectors.map(\.text) : selectorState.nestedSelectorTexts
    let key = NestingKey(parent: around?.id ?? 0, selectors: own)
    if let known = selectorState.nestingParents[key] {
      return NestingParent(
        id: known.id, selectors: known.selectors, ranks: known.ranks, highest: known.highest,
        lists: known.lists, location: location)
    }
    let ranks = selectors.map(\.rank)
    steps += selectors.reduce(0) { $0 + $1.compounds.count }
    let highest = ranks.reduce(ranks[0]) { $0.isBelow($1) ? $1 : $0 }
    let parent = NestingParent(
      id: selectorState.nestingParents.count + 1, selectors: selectors, ranks: ranks,
      highest: highest,
      lists: (around?.lists ?? []) + [own], location: location)
    selectorState.nestingParents[key] = parent
    return parent
  }

  /// The selectors of a nested rule already expanded in the same place, if any.
  func expandedBefore(_ texts: [String], under parent: NestingParent) -> [LoadedSelector]? {
    selectorState.nestingParents[NestingKey(parent: parent.id, selectors: texts)]?.selectors
  }

  /// A nested rule's selector with each `&` replaced by each of the parent's selectors: the
  /// cross product, since the engine has no `:is()`. Each expansion ranks as the selector
  /// with `:is()` of the parent's selectors in the place of `&` would.
  ///
  /// Every expansion counts against the sheet's budget, in bytes of the selectors made;
  /// past it, the rule is reported and left out.
  ///
  /// - Complexity: O(*e*) for expansions of *e* bytes in all, at most the budget.
  mutating func expand(
    _ parsed: ParsedSelector, under parent: NestingParent, condition: CSSMediaCondition?,
    at range: Range<Int>
  ) -> [LoadedSelector]? {
    let count = parsed.ampersands
    var choice = [Int](repeating: 0, count: count)
    var expanded: [LoadedSelector] = []
    while true {
      guard let compounds = replacingAmpersands(in: parsed, with: choice, of: parent, at: range),
        var selector = build(compounds, condition: condition, at: range),
        spendExpansionBudget(on: selector, at: range)
      else { return nil }
      // The compounds copied rank as the parent's selector without its own bonus: `&`
      // ranks as the highest parent's, bonus and all.
      for chosen in choice {
        let copied = parent.selectors[chosen]
        selector.bonus.qualifiers +=
          parent.highest.qualifiers - parent.ranks[chosen].qualifiers + copied.bonus.qualifiers
        selector.bonus.typeDepth +=
          parent.highest.typeDepth - parent.ranks[chosen].typeDepth + copied.bonus.typeDepth
      }
      expanded.append(selector)
      // The next choice of parents, the last `&` fastest, as an odometer turns.
      var position = count - 1
      while position >= 0, choice[position] == parent.selectors.count - 1 {
        choice[position] = 0
        position -= 1
      }
      guard position >= 0 else { return expanded }
      choice[position] += 1
    }
  }

  /// The compounds of a nested selector with its `&`s replaced by the parent's selectors
  /// chosen: the first `&` of a compound brings the parent's compounds before it and merges
  /// the parent's last compound into it (`&.c` under `.a .b` is `.a .b.c`).
  private mutating func replacingAmpersands(
    in parsed: ParsedSelector, with choice: [Int], of parent: NestingParent, at range: Range<Int>
  ) -> [(combinator: Bool?, compound: Compound)]? {
    var result: [(combinator: Bool?, compound: Compound)] = []
    var next = 0
    for (combinator, written) in parsed.compounds {
      var compound = written
      compound.ampersands = 0
      var link = combinator
      for taken in 0..<written.ampersands {
        let replacement = parent.selectors[choice[next]].compounds
        next += 1
        // The engine's selectors have no `:is()`: `.x &` under `.a .b` would need one.
        guard replacement.count == 1 || (result.isEmpty && taken == 0) else {
          reportAt(
            range.lowerBound, .unsupportedSelector,
            "`&` for a parent's selector of more than one compound is supported only at the "
              + "start of a nested selector")
          return nil
        }
        for (index, part) in replacement.dropLast().enumerated() {
          result.append((index == 0 ? combinator : part.isChild, part.compound))
        }
        if replacement.count > 1, let last = replacement.last { link = last.isChild }
        guard let subject = replacement.last, compound.merge(subject.compound) else {
          reportAt(
            range.lowerBound, .unsupportedSelector,
            "a type with `&` is not supported when the parent's selector names a type")
          return nil
        }
      }
      result.append((link, compound))
    }
    if !result.isEmpty { result[0].combinator = nil }
    return result
  }

  /// Counts an expansion against the sheet's budget, in bytes of its text, which a long
  /// class name copied into every expansion counts in full; or reports that it is spent.
  private mutating func spendExpansionBudget(
    on selector: LoadedSelector, at range: Range<Int>
  ) -> Bool {
    let size = selector.text.utf8.count + selector.compounds.count
    steps += size
    selectorState.expansionBudget.spent += size
    guard selectorState.expansionBudget.spent > selectorState.expansionBudget.limit else {
      return true
    }
    reportAt(
      range.lowerBound, .nestingTooDeep,
      "nested rules expand to more than \(selectorState.expansionBudget.limit) bytes of selectors; "
        + "the rule is left out",
      notes: ["each `&` stands for each of the parent's selectors, so nesting multiplies them"])
    return false
  }
}

extension Compound {
  /// Adds another compound's type, classes and states to this one, as `&` merges a
  /// parent's compound into the compound it is written in; `false` if both name a type.
  mutating func merge(_ other: Compound) -> Bool {
    if other.typeName != nil {
      guard typeName == nil else { return false }
      typeName = other.typeName
      type = other.type
    }
    for name in other.classes {
      if classSet.insert(name).inserted {
        classes.append(name)
      } else {
        repeatedClasses.append(name)
      }
    }
    repeatedClasses += other.repeatedClasses
    for (_, each) in Self.states where other.state.contains(each) {
      if !state.insert(each).inserted { repeatedStates.append(each) }
    }
    repeatedStates += other.repeatedStates
    return true
  }
}
