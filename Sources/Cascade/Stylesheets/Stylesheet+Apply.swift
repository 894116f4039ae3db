extension Stylesheet {
  /// Styles an object and everything below it.
  ///
  /// ```swift
  /// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
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
    var walk = TreeWalk(sheet: self, root: root, context: context)
    var missingTokens: [MissingToken] = []
    while let (object, match, context) = walk.next() {
      missingTokens += withUnsafePointer(to: context) { context in
        style(object, match: match, context: context)
      }
    }
    if !missingTokens.isEmpty { throw UnresolvedTokensError(missingTokens: missingTokens) }
  }

  /// The cascade's match for an object, from the cache when it has one.
  ///
  /// - Parameters:
  ///   - key: The object's key in the cache.
  ///   - ancestors: The object's ancestors, root first; read only when the cache has no
  ///     match yet.
  ///   - traits: The traits the object sees.
  func match(
    for object: any Stylable, key: MatchCache.Key, ancestors: [any Stylable], traits: Traits
  ) -> CascadeMatch {
    if let match = cache.match(for: key) { return match }
    let nearestFirst = Array(ancestors.reversed())
    let rules = matchingRules(for: object, ancestors: nearestFirst[...], traits: traits)
    return cache.store(rules, for: key, object: object)
  }

  /// Styles one object: restores what no rule sets any more, captures what is about to be
  /// set for the first time, then writes every winner.
  private func style(
    _ object: any Stylable, match: CascadeMatch, context: UnsafePointer<StyleContext>
  ) -> [MissingToken] {
    let storage = object.styleStorage
    let winners = match.winners(inline: storage.inline, for: object)
    if storage.appliedMatch !== match {
      Self.restoreAndCapture(object, storage: storage, winners: winners)
      storage.appliedMatch = match
    }
    var resolution = Resolution(context: context)
    withUnsafeMutablePointer(to: &resolution) { resolution in
      for winner in winners { winner.entry.write(object, resolution) }
    }
    return resolution.missingTokens
  }

  /// Puts back the original of each applied property that no winner sets, and reads the
  /// original of each winner's property that the cascade has not set before.
  ///
  /// No property is read or written while the storage is being changed: a property's
  /// observer may apply a stylesheet to the object again, which reads the storage.
  private static func restoreAndCapture(
    _ object: any Stylable, storage: StyleStorage, winners: [Winner]
  ) {
    guard !storage.applied.isEmpty else {
      storage.applied = winners.map { .init(entry: $0.entry, original: $0.entry.read(object)) }
      return
    }
    let isSet = { (applied: StyleStorage.Applied) in
      winners.contains { $0.entry.id == applied.entry.id }
    }
    let dropped = storage.applied.filter { !isSet($0) }
    storage.applied = storage.applied.filter(isSet)
    for property in dropped {
      if let original = property.original { property.entry.restore(object, original) }
    }
    for winner in winners {
      let entry = winner.entry
      guard !storage.applied.contains(where: { $0.entry.id == entry.id }) else { continue }
      let original = entry.read(object)
      storage.applied.append(.init(entry: entry, original: original))
    }
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
struct Winner: Sendable {
  let entry: CascadeEntry
  let rule: Rule?

  /// The winning entry for each property of an object, in the order properties first
  /// appear in the rules (in cascade order) and then the object's inline style.
  ///
  /// An entry that cannot write into the object, from a rule whose style is for a narrower
  /// type than its selector, does not take part: it would win a property and set nothing.
  static func winners(
    of rules: [LayeredRule], inline: [CascadeEntry], for object: any Stylable
  ) -> [Winner] {
    // A linear search: an object has a handful of properties set, where a dictionary's
    // allocation and hashing cost more.
    var winners: [Winner] = []
    func add(_ entry: CascadeEntry, from rule: Rule?) {
      let winner = Winner(entry: entry, rule: rule)
      if let position = winners.firstIndex(where: { $0.entry.id == entry.id }) {
        winners[position] = winner
      } else {
        winners.append(winner)
      }
    }
    for matched in rules {
      for entry in matched.rule.entries where entry.accepts(object) {
        add(entry, from: matched.rule)
      }
    }
    for entry in inline { add(entry, from: nil) }
    return winners
  }
}
