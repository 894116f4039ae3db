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
    var seen = Set<SetterIdentity>(minimumCapacity: setters.count)
    var winners: [AnySetter<Root>] = []
    winners.reserveCapacity(setters.count)
    for setter in setters.reversed() where seen.insert(setter.identity).inserted {
      winners.append(setter)
    }
    guard winners.count < setters.count else { return setters }
    winners.reverse()
    return winners
  }
}
