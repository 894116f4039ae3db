extension Stylesheet {
  /// The rules an object matches, in the order they apply (the last one wins), and what it
  /// passes to its children; `nil` for that where no rule requires anything of ancestors.
  ///
  /// - Parameters:
  ///   - subject: The object.
  ///   - parent: What the object's parent passes to its children; ``AncestryState/root``
  ///     for an object without a parent.
  ///   - traits: The traits the object sees, in which every condition of a rule's
  ///     selector must hold.
  /// - Complexity: O(*r* + *p* + *w*) for *r* compounds that require nothing (about one a
  ///   rule), *p* compounds the parent's state leaves worth trying, and *w* words of
  ///   reached compounds copied when the object reaches one more; plus O(*m* log *m*) to
  ///   order *m* matching rules. Never more than O(*s*) for the sheet's *s* compounds,
  ///   whatever the object's depth.
  func evaluate(
    _ subject: StyleSubject, below parent: AncestryState, traits: Traits
  ) -> (rules: [LayeredRule], ancestry: AncestryState.Bits?) {
    var attempt = Attempt(table: table, parent: parent.bits)
    for number in table.roots { attempt.try(number, on: subject, of: rules) }
    for required in parent.bits.matched {
      for number in table.children[required] { attempt.try(number, on: subject, of: rules) }
    }
    for number in parent.bits.pending { attempt.try(number, on: subject, of: rules) }
    let matching = attempt.rules.map { rules[$0] }.filter { layered in
      layered.rule.selector.conditions.allSatisfy { $0.isSatisfied(by: traits) }
    }
    WorkCounter.record(attempt.steps)
    let sorted = ordered(matching, in: traits)
    guard table.hasAncestry else { return (sorted, nil) }
    return (sorted, attempt.bits(below: parent.bits))
  }

  /// Rules in the order they apply: by layer, in the layers' order for the traits, then
  /// specificity and declaration.
  ///
  /// - Complexity: O(*m* log *m*) for *m* rules, and O(*l*) for the ranks of *l* layers
  ///   where their order depends on the traits and the rules are in more than one layer.
  private func ordered(_ rules: [LayeredRule], in traits: Traits) -> [LayeredRule] {
    // Rules of one layer keep their order whatever the layers' ranks.
    guard rules.count > 1, !layerOrders.isEmpty,
      rules.contains(where: { $0.layer != rules[0].layer }),
      let ranks = layerRanks(in: traits)
    else { return rules.sorted() }
    return rules.sorted { $0.precedes($1, layers: ranks[$0.layer], ranks[$1.layer]) }
  }

  /// The rules an object matches, worked out from the top of its tree down.
  ///
  /// - Parameters:
  ///   - subject: The object.
  ///   - ancestors: Its ancestors, root first.
  ///   - traits: The traits the object sees.
  /// - Complexity: O(*d*·*s*) at most, for *d* ancestors and *s* compounds in the sheet.
  func matchingRules(
    for subject: StyleSubject, ancestors: [StyleSubject], traits: Traits
  ) -> [LayeredRule] {
    var state = AncestryState.root
    for ancestor in ancestors {
      // Numbers tell states apart only in the cache; this state is never looked up.
      state =
        evaluate(ancestor, below: state, traits: traits).ancestry.map {
          AncestryState(number: -1, bits: $0)
        } ?? .root
    }
    return evaluate(subject, below: state, traits: traits).rules
  }
}

/// The compounds one object has tried and matched.
private struct Attempt {
  let table: SelectorTable
  let parent: AncestryState.Bits
  /// The rules whose subject compound the object matches, before their conditions.
  var rules: [Int] = []
  var matched: [Int] = []
  var reached: Reached
  var newlyReached: [Int] = []
  var steps = 0

  init(table: SelectorTable, parent: AncestryState.Bits) {
    self.table = table
    self.parent = parent
    reached = parent.reached
  }

  /// Tries a compound whose requirement on the parent, if any, the parent meets.
  mutating func `try`(_ number: Int, on subject: StyleSubject, of rules: [LayeredRule]) {
    steps += 1
    let step = table.steps[number]
    guard step.ancestor < 0 || parent.reached.contains(step.ancestor, in: table),
      rules[step.rule].rule.selector.steps[step.position].matchesOwn(subject)
    else { return }
    if step.isSubject { self.rules.append(step.rule) }
    if step.isParentRequired { matched.append(number) }
    if step.isAncestorRequired && !reached.contains(number, in: table) {
      steps += reached.count
      reached.insert(number, in: table)
      newlyReached.append(number)
    }
  }

  /// What the object passes to its children.
  mutating func bits(below parent: AncestryState.Bits) -> AncestryState.Bits {
    var pending = parent.pending.filter { table.isPending($0, reached: reached) }
    for number in newlyReached {
      pending += table.descendants[number].filter { table.isPending($0, reached: reached) }
    }
    steps += parent.pending.count + pending.count
    return AncestryState.Bits(matched: matched.sorted(), reached: reached, pending: pending)
  }
}
