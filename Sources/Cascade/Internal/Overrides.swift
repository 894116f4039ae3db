/// The cascade rule within one style: a later setter for an identity replaces an earlier one.
@usableFromInline
enum Overrides {
  /// The setters with every overridden one removed; each winner keeps its own (later) place,
  /// so applying the result writes what applying `setters` in order would leave, once each.
  ///
  /// - Complexity: O(*n*) expected.
  @usableFromInline
  static func resolve<Root>(_ setters: [AnySetter<Root>]) -> [AnySetter<Root>] {
    guard setters.count > 1 else { return setters }
    let identities = setters.map { $0.identity }
    // Most blocks set each property once. For a few setters, comparing every pair is
    // cheaper than hashing each key path, and proves there is nothing to resolve.
    if setters.count <= pairwiseLimit, !hasDuplicate(identities) { return setters }
    var seen = Set<SetterIdentity>(minimumCapacity: setters.count)
    var winners: [AnySetter<Root>] = []
    winners.reserveCapacity(setters.count)
    for index in setters.indices.reversed() where seen.insert(identities[index]).inserted {
      winners.append(setters[index])
    }
    guard winners.count < setters.count else { return setters }
    winners.reverse()
    return winners
  }

  /// The most setters whose identities are compared pair by pair rather than hashed.
  static let pairwiseLimit = 16

  /// Whether two of `identities` are equal.
  private static func hasDuplicate(_ identities: [SetterIdentity]) -> Bool {
    for first in identities.indices {
      for second in identities.indices[(first + 1)...]
      where identities[first] == identities[second] {
        return true
      }
    }
    return false
  }
}
