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
    let missingTokens = withUnsafePointer(to: context) { context in
      var missing: [MissingToken] = []
      var pending: [(object: any Stylable, ancestors: [any Stylable])] = [
        (root, Self.ancestors(of: root))
      ]
      while let (object, ancestors) = pending.popLast() {
        missing += style(object, ancestors: ancestors, context: context)
        let childAncestors = [object] + ancestors
        pending += object.styleChildren.reversed().map { ($0, childAncestors) }
      }
      return missing
    }
    if !missingTokens.isEmpty { throw UnresolvedTokensError(missingTokens: missingTokens) }
  }

  /// The winning entry for each property of an object, in the order properties first
  /// appear in its cascade.
  func winners(
    for object: any Stylable, ancestors: [any Stylable], traits: Traits
  )
    -> [(key: String, entry: CascadeEntry, rule: Rule?)]
  {
    var winners: [String: (entry: CascadeEntry, rule: Rule?)] = [:]
    var order: [String] = []
    func add(_ entry: CascadeEntry, from rule: Rule?) {
      if winners[entry.key] == nil { order.append(entry.key) }
      winners[entry.key] = (entry, rule)
    }
    for matched in matchingRules(for: object, ancestors: ancestors, traits: traits) {
      matched.rule.entries.forEach { add($0.entry, from: matched.rule) }
    }
    object.styleStorage.inline.forEach { add($0, from: nil) }
    return order.compactMap { key in winners[key].map { (key, $0.entry, $0.rule) } }
  }

  /// Styles one object: restores what no rule sets any more, captures what is about to be
  /// set for the first time, then writes every winner.
  private func style(
    _ object: any Stylable, ancestors: [any Stylable], context: UnsafePointer<StyleContext>
  ) -> [MissingToken] {
    let winners = winners(for: object, ancestors: ancestors, traits: context.pointee.traits)
    let storage = object.styleStorage
    let keys = Set(winners.map(\.key))
    for (key, restore) in storage.applied where !keys.contains(key) {
      restore(object)
      storage.applied[key] = nil
    }
    for winner in winners where storage.applied[winner.key] == nil {
      storage.applied[winner.key] = winner.entry.capture(object) ?? { _ in }
    }
    var resolution = Resolution(context: context)
    withUnsafeMutablePointer(to: &resolution) { resolution in
      for winner in winners { winner.entry.write(object, resolution) }
    }
    return resolution.missingTokens
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
