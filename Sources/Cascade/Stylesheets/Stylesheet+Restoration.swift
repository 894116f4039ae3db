extension Stylesheet {
  /// Puts back the original of each applied property that no winner sets, and reads the
  /// original of each winner's property that the cascade has not set before.
  ///
  /// Every original is the value from before any rule set the property, so originals can
  /// be put back in any order. Where a newcomer is part of, or the whole of, a property
  /// that winners already set (`layoutMargins` and `layoutMargins.top`), those are put back
  /// first, so that the newcomer reads an original and not what they wrote.
  ///
  /// No property is read or written while the storage is being changed: a property's
  /// observer may apply a stylesheet to the object again, which reads the storage.
  ///
  /// - Complexity: O(*n*) expected, for *n* properties applied before and after.
  static func restoreAndCapture(
    _ object: any Stylable, storage: StyleStorage, winners: [Winner]
  ) {
    let applied = storage.applied
    guard !applied.isEmpty else {
      storage.applied = winners.map { .init(entry: $0.entry, original: $0.entry.read(object)) }
      return
    }
    var wanted: [Int: CascadeEntry] = [:]
    for winner in winners { wanted[winner.entry.id] = winner.entry }
    var originals: [Int: StyleStorage.Applied] = [:]
    for property in applied { originals[property.entry.id] = property }
    let dropped = applied.filter { wanted[$0.entry.id] == nil }
    let kept = applied.filter { wanted[$0.entry.id] != nil }
    let newcomers = winners.lazy.map(\.entry).filter { originals[$0.id] == nil }
    let newGroups = Set(newcomers.map(\.group.number))
    let disturbed = kept.filter { newGroups.contains($0.entry.group.number) }
    storage.applied = kept
    for property in dropped + disturbed {
      if let original = property.original { property.entry.restore(object, original) }
    }
    let captured = newcomers.map { StyleStorage.Applied(entry: $0, original: $0.read(object)) }
    for property in captured { originals[property.entry.id] = property }
    // The newest entry of each property, so that a dropped sheet's or rule's entries are
    // not kept alive by what an object once applied.
    storage.applied = winners.map { winner in
      .init(entry: winner.entry, original: originals[winner.entry.id]?.original)
    }
  }
}
