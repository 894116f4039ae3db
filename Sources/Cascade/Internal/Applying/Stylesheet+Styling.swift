extension Stylesheet {
  /// Records the context an object was styled in. Styled in another context than before,
  /// an object that other sheets style too is marked as a change below its ancestors: those
  /// sheets' walks must come down to it, since its values, theirs included, are now this
  /// context's (see ``TreeWalk``'s clean test).
  static func note(_ object: any Stylable, styledIn context: Int) {
    let storage = object.styleStorage
    guard storage.styledContext != context else { return }
    let wasStyledBefore = storage.styledContext != 0
    storage.styledContext = context
    if wasStyledBefore, storage.sheets.count > 1 {
      StyleClock.markAncestors(of: object, at: StyleClock.tick())
    }
  }

  /// The cascade's match for an object, from the cache when it has one.
  ///
  /// - Parameters:
  ///   - subject: The object as the key was made from it.
  ///   - key: The object's key in the cache.
  ///   - parent: What the object's parent passes to its children, as the key holds it.
  ///   - traits: The traits the object sees.
  func match(
    for subject: StyleSubject, key: MatchCache.Key, below parent: AncestryState, traits: Traits
  ) -> CascadeMatch {
    if let match = cache.match(for: key) { return match }
    let (rules, ancestry) = evaluate(subject, below: parent, traits: traits)
    return cache.store(rules, ancestry: ancestry, for: key, object: subject.object, traits: traits)
  }

  /// Styles one object: restores what no rule sets any more, captures what is about to be
  /// set for the first time, then writes every winner.
  ///
  /// A custom setter (one that writes through a closure) may read the object. It sees
  /// what the first styling of the object shows it, however often the object is styled
  /// again: every property a winner before it set, with that winner's value, and every
  /// other property at its value before any rule set it. On a restyle, the properties that
  /// winners after the first custom setter set are put back to those values before the
  /// winners are written, which costs their writes twice.
  ///
  /// A property's observer may style the object again while this is under way: the
  /// nested styling then has the last word, and this one stops where it was.
  func style(
    _ object: any Stylable, match: CascadeMatch, context: UnsafePointer<StyleContext>
  ) -> [MissingToken] {
    let storage = object.styleStorage
    let styling = storage.beginStyling()
    let isFirstStyling = storage.applied.isEmpty
    storage.setSheet(name, match: match)
    var winners: [Winner]
    let inherits: Bool
    let isStyledByThisSheetOnly = storage.isStyled(byOnly: name)
    if isStyledByThisSheetOnly {
      winners = match.written(inline: storage.inline, for: object)
      inherits = storage.inline.isEmpty ? match.inherits : Winner.inherits(winners)
    } else {
      winners = Winner.written(storage.winners(for: object, traits: match.traits))
      inherits = Winner.inherits(winners)
    }
    // The parent, read once for the winners it gives a value and for their writes.
    let parent = inherits ? object.styleParent.map { StyleParent($0) } : nil
    if inherits { winners = Winner.given(winners, by: parent) }
    // What the parent gives can change while the match does not: the winners of an object
    // that inherits are restored and captured on every styling.
    if !isStyledByThisSheetOnly || storage.appliedMatch !== match || inherits {
      guard Self.restoreAndCapture(object, storage: storage, winners: winners, styling)
      else { return [] }
      storage.appliedMatch = isStyledByThisSheetOnly && !inherits ? match : nil
    }
    Self.note(object, storage: storage, inherits: inherits)
    guard isFirstStyling || Self.prepareForReaders(winners, of: object, storage, styling)
    else { return [] }
    return Self.write(
      winners, to: object, storage: storage, in: context, inheritingFrom: parent, styling)
  }

  /// Records whether an object takes a value from its parent, on the object's storage, and
  /// on the parent, whose walks must then go down to it (see ``TreeWalk``).
  static func note(_ object: any Stylable, storage: StyleStorage, inherits: Bool) {
    if storage.inheritsFromParent != inherits { storage.inheritsFromParent = inherits }
    guard inherits, let parent = object.styleParent else { return }
    let parentStorage = parent.styleStorage
    if !parentStorage.hasInheritingChildren { parentStorage.hasInheritingChildren = true }
  }

  /// Shows each custom setter among `winners` what a first styling would: puts back the
  /// properties of the winners after the first custom one to the values they had before any
  /// rule set them. Whether the styling may go on.
  static func prepareForReaders(
    _ winners: [Winner], of object: any Stylable, _ storage: StyleStorage, _ styling: Int
  ) -> Bool {
    guard let first = winners.firstIndex(where: { $0.entry.mayReadObject }),
      first + 1 < winners.count
    else { return true }
    return restoreOriginals(of: winners[(first + 1)...], of: object, storage, styling)
  }

  /// Puts back the value each of `winners`' properties had before any rule set it, where
  /// that value is known; whether the styling may go on.
  static func restoreOriginals(
    of winners: ArraySlice<Winner>, of object: any Stylable, _ storage: StyleStorage,
    _ styling: Int
  ) -> Bool {
    let applied = storage.applied
    let index = PropertyLookup(applied.map(\.entry.id))
    for winner in winners {
      guard let position = index.position(of: winner.entry.id),
        let original = applied[position].original
      else { continue }
      winner.entry.restore(object, original)
      guard storage.isStyling(styling) else { return false }
    }
    return true
  }

  /// Writes winners in order, resolving their values in a context, until the object is
  /// styled again from inside one of the writes.
  ///
  /// A winner whose value is the parent's is resolved with `parent` in the context:
  /// `winners` holds only those that `parent` gives a value (see ``Winner/given(_:by:)``).
  static func write(
    _ winners: [Winner], to object: any Stylable, storage: StyleStorage,
    in context: UnsafePointer<StyleContext>, inheritingFrom parent: StyleParent?,
    _ styling: Int
  ) -> [MissingToken] {
    var resolution = Resolution(context: context)
    withUnsafeMutablePointer(to: &resolution) { resolution in
      // Through the buffer, so that each write borrows its entry instead of retaining and
      // releasing the winner's entry and rule; and through one slot for the object.
      winners.withUnsafeBufferPointer { winners in
        ObjectSlot.with(object) { slot in
          for index in winners.indices {
            if let parent, winners[index].entry.inheritsFromParent {
              writeInherited(winners[index], to: slot, from: parent, in: context)
            } else {
              winners[index].entry.write(slot, resolution)
            }
            guard storage.isStyling(styling) else { break }
          }
        }
      }
    }
    return resolution.missingTokens
  }

  /// Writes a winner whose value is the parent's, with the parent in the context. It
  /// misses no token: a parent that gives no value leaves the property as it is, and such a
  /// winner is not among those written.
  private static func writeInherited(
    _ winner: Winner, to slot: ObjectSlot, from parent: StyleParent,
    in context: UnsafePointer<StyleContext>
  ) {
    var inheriting = context.pointee
    inheriting.parent = parent
    withUnsafePointer(to: inheriting) { context in
      var resolution = Resolution(context: context)
      winner.entry.write(slot, &resolution)
    }
  }

  /// The traits of the nearest of `objects` (nearest first) that has traits of its own,
  /// else `traits`.
  static func traits(of objects: [any Stylable], default traits: Traits) -> Traits {
    objects.lazy.compactMap(\.styleTraits).first ?? traits
  }

  /// Whether `object` is `start` or one of its ancestors: an object met again below
  /// itself. Read only when a walk meets an object twice.
  static func isAncestor(_ object: any Stylable, of start: any Stylable) -> Bool {
    if start === object { return true }
    return ancestors(of: start).ancestors.contains { $0 === object }
  }

  /// An object's ancestors, nearest first, up to the first one met twice, if any: the
  /// object, or one of its ancestors, met again.
  static func ancestors(of object: any Stylable) -> (ancestors: [any Stylable], cycle: StyleCycle?)
  {
    var ancestors: [any Stylable] = []
    // A set only for a deep chain: most roots have a handful of ancestors, or none, and a
    // set's allocation would cost more than searching them.
    var seen: Set<ObjectIdentifier>?
    var current = object.styleParent
    while let ancestor = current {
      let isRepeated =
        if let seen {
          seen.contains(ObjectIdentifier(ancestor))
        } else {
          ancestor === object || ancestors.contains { $0 === ancestor }
        }
      guard !isRepeated else {
        return (ancestors, StyleCycle(object: ancestor, reachedFrom: ancestors.last ?? object))
      }
      ancestors.append(ancestor)
      if seen != nil {
        seen?.insert(ObjectIdentifier(ancestor))
      } else if ancestors.count == 16 {
        seen = Set(ancestors.map { ObjectIdentifier($0) } + [ObjectIdentifier(object)])
      }
      current = ancestor.styleParent
    }
    return (ancestors, nil)
  }
}
