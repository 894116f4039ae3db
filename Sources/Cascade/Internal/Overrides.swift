/// The cascade rule within one style: a later setter for an identity replaces an earlier one.
@usableFromInline
enum Overrides {
  /// The setters with every overridden one removed; each winner keeps its own (later) place,
  /// so applying the result writes what applying `setters` in order would leave, once each.
  ///
  /// - Complexity: O(*n*) expected.
  @inlinable
  static func resolve<Root>(_ setters: [AnySetter<Root>]) -> [AnySetter<Root>] {
    guard setters.count > 1,
      let winners = winners(among: setters.map { $0.identity })
    else { return setters }
    return winners.map { setters[$0] }
  }

  /// The indices of the winning identities, in order; `nil` when every identity wins.
  /// Apart from the generic part above, so that it runs specialized wherever it is called.
  @usableFromInline
  static func winners(among identities: [SetterIdentity]) -> [Int]? {
    // Most blocks set each property once. For a few setters, comparing every pair is
    // cheaper than hashing each key path, and proves there is nothing to resolve.
    if identities.count <= pairwiseLimit, !hasDuplicate(identities) { return nil }
    var seen = Set<SetterIdentity>(minimumCapacity: identities.count)
    var winners: [Int] = []
    winners.reserveCapacity(identities.count)
    for index in identities.indices.reversed() where seen.insert(identities[index]).inserted {
      winners.append(index)
    }
    guard winners.count < identities.count else { return nil }
    winners.reverse()
    return winners
  }

  /// The most setters whose identities are compared pair by pair rather than hashed.
  static let pairwiseLimit = 16

  /// Whether two of `identities` are equal. Identities of different classes (see
  /// ``SetterIdentity/comparisonClass``) are never compared; of the rest, each pair is, in
  /// place.
  private static func hasDuplicate(_ identities: [SetterIdentity]) -> Bool {
    let classes = identities.map { $0.comparisonClass }
    return identities.withUnsafeBufferPointer { identities in
      for first in identities.indices {
        for second in identities.indices[(first + 1)...]
        where classes[first] == classes[second] && identities[first] == identities[second] {
          return true
        }
      }
      return false
    }
  }
}

extension SetterIdentity {
  /// A cheap class that equal identities share: the key path's type (its root and value
  /// types), or the name's length. Telling most identities apart by it is a comparison of
  /// two words, where comparing key paths copies and walks them.
  @usableFromInline
  var comparisonClass: Int {
    switch kind {
    case .keyPath(let boxed): ObjectIdentifier(type(of: boxed.keyPath)).hashValue
    case .qualified(let boxed, _): ~ObjectIdentifier(type(of: boxed.keyPath)).hashValue
    case .named(let name): name.utf8.count
    }
  }
}
