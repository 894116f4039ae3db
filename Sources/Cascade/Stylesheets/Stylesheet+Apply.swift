extension Stylesheet {
  /// Styles an object and everything below it.
  ///
  /// ```swift
  /// try sheet.apply(to: screen, in: .dark)
  /// ```
  ///
  /// Apply again after an object's classes or state change, after it moves, after a
  /// subtree is added, or under a new theme or traits: each object's matching rules are
  /// worked out again (from a cache keyed by everything they depend on), every property a
  /// rule sets is written, and a property that no rule sets any more goes back to the
  /// value the object had before any rule set it.
  ///
  /// - Parameters:
  ///   - root: The object to style, with its descendants; its ancestors count for
  ///     ancestry selectors.
  ///   - context: The theme and traits to resolve values and trait conditions in.
  /// - Throws: ``UnresolvedTokensError`` naming each token that had no value; every other
  ///   property has been applied.
  /// - Complexity: O(*n*·*p*) for *n* objects of *p* properties each, after the first
  ///   application of each distinct combination of type, classes, state and ancestry.
  public func apply(
    to root: any Stylable, in context: StyleContext = .standard
  )
    throws(UnresolvedTokensError)
  {
    var missingTokens: [MissingToken] = []
    // Each pending object carries its ancestors and the traits it inherits, so that no
    // object walks its ancestor chain again.
    let rootAncestors = Self.ancestors(of: root)
    var pending: [(object: any Stylable, ancestors: [any Stylable], inherited: Traits)] = [
      (root, rootAncestors, Self.traits(of: rootAncestors, default: context.traits))
    ]
    while let (object, ancestors, inherited) = pending.popLast() {
      let traits = object.styleTraits ?? inherited
      var objectContext = context
      objectContext.traits = traits
      missingTokens += withUnsafePointer(to: objectContext) { context in
        style(object, ancestors: ancestors, context: context)
      }
      let childAncestors = [object] + ancestors
      pending += object.styleChildren.reversed().map { ($0, childAncestors, traits) }
    }
    if !missingTokens.isEmpty { throw UnresolvedTokensError(missingTokens: missingTokens) }
  }

  /// The winning entry for each property of an object, in the order properties first
  /// appear in its cascade.
  func winners(
    for object: any Stylable, ancestors: [any Stylable], traits: Traits
  )
    -> [Winner]
  {
    // A linear search: an object has a handful of properties set, where a dictionary's
    // allocation and hashing cost more.
    var winners: [Winner] = []
    func add(_ entry: CascadeEntry, from rule: Rule?) {
      let winner = Winner(entry: entry, rule: rule)
      if let position = winners.firstIndex(where: { $0.entry.key == entry.key }) {
        winners[position] = winner
      } else {
        winners.append(winner)
      }
    }
    for matched in matchingRules(for: object, ancestors: ancestors, traits: traits) {
      for entry in matched.rule.entries { add(entry, from: matched.rule) }
    }
    for entry in object.styleStorage.inline { add(entry, from: nil) }
    return winners
  }

  /// Styles one object: restores what no rule sets any more, captures what is about to be
  /// set for the first time, then writes every winner.
  private func style(
    _ object: any Stylable, ancestors: [any Stylable], context: UnsafePointer<StyleContext>
  ) -> [MissingToken] {
    let winners = winners(for: object, ancestors: ancestors, traits: context.pointee.traits)
    let storage = object.styleStorage
    for (key, restore) in storage.applied where !winners.contains(where: { $0.entry.key == key }) {
      restore(object)
      storage.applied[key] = nil
    }
    for winner in winners where storage.applied[winner.entry.key] == nil {
      storage.applied[winner.entry.key] = winner.entry.capture(object) ?? { _ in }
    }
    var resolution = Resolution(context: context)
    withUnsafeMutablePointer(to: &resolution) { resolution in
      for winner in winners { winner.entry.write(object, resolution) }
    }
    return resolution.missingTokens
  }

  /// The traits of the nearest of `objects` (nearest first) that has traits of its own,
  /// else `traits`.
  static func traits(of objects: [any Stylable], default traits: Traits) -> Traits {
    objects.lazy.compactMap(\.styleTraits).first ?? traits
  }

  /// An object's ancestors, nearest first.
  static func ancestors(of object: any Stylable) -> [any Stylable] {
    var ancestors: [any Stylable] = []
    var current = object.styleParent
    while let ancestor = current {
      ancestors.append(ancestor)
      current = ancestor.styleParent
    }
    return ancestors
  }
}

/// The entry that sets a property of an object, and the rule it came from (`nil` for the
/// object's inline style).
struct Winner {
  let entry: CascadeEntry
  let rule: Rule?
}
