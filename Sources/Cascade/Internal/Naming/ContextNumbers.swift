/// Numbers for the contexts objects are styled in, one for each distinct theme and traits,
/// the same whatever sheet styles them: what tells a sheet that another sheet last styled an
/// object in another context, so that the object's values resolve in the latest one.
enum ContextNumbers {
  private struct Entries {
    var kept: [(theme: Theme, traits: Traits, number: Int)] = []
    var next = 1
  }

  /// The themes and traits numbered last; a theme or traits seen again after they dropped
  /// out gets a new number, which only styles the objects under it again.
  static let capacity = 16

  private static let entries = Lock(Entries())

  /// The number of a theme and traits: equal for the same theme (or a copy) and equal
  /// traits, never 0.
  ///
  /// - Complexity: O(*k*) comparisons against the few contexts kept, each of which is
  ///   O(1) for a theme copied from the one kept.
  static func number(theme: Theme, traits: Traits) -> Int {
    entries.withLock { entries in
      if let kept = entries.kept.first(where: {
        ($0.traits.isSame(as: traits) || $0.traits == traits) && $0.theme.isSame(as: theme)
      }) {
        return kept.number
      }
      if entries.kept.count >= capacity { entries.kept.removeFirst() }
      let number = entries.next
      entries.next += 1
      entries.kept.append((theme, traits, number))
      return number
    }
  }
}
