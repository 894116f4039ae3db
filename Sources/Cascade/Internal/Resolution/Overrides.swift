/// The cascade rule within one style: a later setter for an identity replaces an earlier one.
@usableFromInline
enum Overrides {
  /// The setters with every overridden one removed; each winner keeps its own (later) place,
  /// so applying the result writes what applying `setters` in order would leave, once each.
  ///
  /// - Complexity: O(*n*) expected.
  @inlinable
  static func resolve<Root>(_ setters: [AnySetter<Root>]) -> [AnySetter<Root>] {
    guard setters.count > 1 else { return setters }
    // Identities are worked out only when two setters share a class: most blocks set each
    // property once, and then nothing is compared but one word per pair.
    if setters.count <= pairwiseLimit, !hasDuplicate(setters) { return setters }
    guard let winners = winners(among: setters.map { $0.identity }) else { return setters }
    return winners.map { setters[$0] }
  }

  /// The indices of the winning identities, in order; `nil` when every identity wins.
  /// Apart from the generic part above, so that it runs specialized wherever it is called.
  @usableFromInline
  static func winners(among identities: [SetterIdentity]) -> [Int]? {
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

  /// The most setters whose classes are compared pair by pair before any is hashed.
  @usableFromInline
  static let pairwiseLimit = 16

  /// Whether two of `setters` share an identity; identities are compared only for
  /// setters of one class.
  @inlinable
  static func hasDuplicate<Root>(_ setters: [AnySetter<Root>]) -> Bool {
    for first in setters.indices {
      let comparisonClass = setters[first].comparisonClass
      for second in setters.indices[(first + 1)...]
      where setters[second].comparisonClass == comparisonClass
        && setters[first].identity == setters[second].identity
      {
        return true
      }
    }
    return false
  }
}
