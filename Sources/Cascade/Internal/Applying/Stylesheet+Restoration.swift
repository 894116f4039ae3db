extension Stylesheet {
  /// Puts back the original of each applied property that no winner sets, and reads the
  /// original of each winner's property that the cascade has not set before.
  ///
  /// Every original is the value from before any rule set the property, so originals can
  /// be put back in any order. Where a newcomer is part of, or the whole of, a property
  /// that winners already set (`layoutMargins` and `layoutMargins.top`), those are put back
  /// first, so that the newcomer reads an original and not what they wrote.
  ///
  /// The storage keeps what it had until every original is put back: a property's
  /// observer may style the object again meanwhile, and that styling then finds what was
  /// applied, restores what it must and has the last word.
  ///
  /// - Returns: Whether the styling may go on: `false` when the object was styled again
  ///   from inside a restore.
  /// - Complexity: O(*n*) expected, for *n* properties applied before and after.
  static func restoreAndCapture(
    _ object: any Stylable, storage: StyleStorage, winners: [Winner], _ styling: Int
  ) -> Bool {
    let applied = storage.applied
    guard !applied.isEmpty else {
      storage.applied = ObjectSlot.with(object) { object in
        winners.map { .init(entry: $0.entry, original: $0.entry.capture(object)) }
      }
      return true
    }
    // A new match that sets the same properties, as after a traits change, keeps every
    // original and entry: nothing to put back or read. Entries of a sheet read again stay
    // until a property changes, one version per object at most.
    if applied.count == winners.count,
      zip(applied, winners).allSatisfy({ $0.entry.id == $1.entry.id })
    {
      return true
    }
    let wanted = PropertyLookup(winners.map(\.entry.id))
    let had = PropertyLookup(applied.map(\.entry.id))
    let dropped = applied.filter { !wanted.contains($0.entry.id) }
    let kept = applied.filter { wanted.contains($0.entry.id) }
    let newcomers = winners.map(\.entry).filter { !had.contains($0.id) }
    let newGroups = PropertyLookup(newcomers.map(\.group.number))
    let disturbed = kept.filter { newGroups.contains($0.entry.group.number) }
    for property in dropped + disturbed {
      if let original = property.original { property.entry.restore(object, original) }
      guard storage.isStyling(styling) else { return false }
    }
    let captured = ObjectSlot.with(object) { object in
      newcomers.map { StyleStorage.Applied(entry: $0, original: $0.capture(object)) }
    }
    // In the winners' order, each with its newest entry, so that a dropped sheet's or
    // rule's entries are not kept alive by what an object once applied.
    let originals = kept + captured
    let index = PropertyLookup(originals.map(\.entry.id))
    storage.applied = winners.map { winner in
      .init(
        entry: winner.entry,
        original: index.position(of: winner.entry.id).flatMap {
          originals[$0].original
        })
    }
    return true
  }
}

/// Property numbers to look up: a linear search for the handful an object usually has,
/// where a dictionary's allocation and hashing cost more, and a dictionary past that.
struct PropertyLookup {
  private let numbers: [Int]
  private let positions: [Int: Int]?

  init(_ numbers: [Int]) {
    self.numbers = numbers
    guard numbers.count > 16 else {
      positions = nil
      return
    }
    var positions: [Int: Int] = [:]
    for (position, number) in numbers.enumerated() { positions[number] = position }
    self.positions = positions
  }

  func contains(_ number: Int) -> Bool { position(of: number) != nil }

  /// Where a number stands, its last place if it stands in several.
  func position(of number: Int) -> Int? {
    if let positions { return positions[number] }
    return numbers.lastIndex(of: number)
  }
}
