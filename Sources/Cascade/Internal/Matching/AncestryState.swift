/// What an object passes to its children's selectors, over the numbers of a sheet's
/// ``SelectorTable``: the compounds it matches that a child's compound requires of its
/// parent, the compounds it or any of its ancestors match, and the compounds that require
/// one of those of an ancestor and are still worth trying below it.
final class AncestryState: Sendable {
  /// Equal for equal states of one sheet, so that a child's cache key can hold its parent's
  /// state as a number; 0 for the state above a root, which matches nothing.
  let number: Int
  let bits: Bits

  init(number: Int, bits: Bits) {
    self.number = number
    self.bits = bits
  }

  /// The state above a root: no compound is matched.
  static let root = AncestryState(
    number: 0, bits: Bits(matched: [], reached: Reached(), pending: []))

  /// What makes two states equal.
  struct Bits: Hashable, Sendable {
    /// The compounds the object matches that another requires of its parent, ascending.
    let matched: [Int]
    /// The compounds the object or an ancestor matches.
    let reached: Reached
    /// Worked out from `reached`: the compounds that require one of `reached` of an
    /// ancestor, nothing of their parent, and are still worth trying.
    let pending: [Int]

    static func == (lhs: Bits, rhs: Bits) -> Bool {
      lhs.matched == rhs.matched && lhs.reached == rhs.reached
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(matched)
      hasher.combine(reached)
    }
  }
}

/// The compounds an object or one of its ancestors has reached, kept as the compounds that
/// no other reached compound implies.
///
/// A compound is reached once it matches with everything it requires of the ancestors, so a
/// reached compound implies every compound it requires, directly or not: those matched
/// higher up. The compounds a compound requires, with it, are the numbers
/// `table.first[number]...number` (a selector lists a compound's requirements before it), and
/// two such ranges are nested or apart. Keeping the reached compounds that no other one
/// implies, in ascending order, keeps one per chain of descendant steps however long the
/// chain: a selector of *n* descendant compounds matched down a tree *n* deep carries one
/// number per object, where a set of every reached compound would carry *n*.
struct Reached: Hashable, Sendable {
  /// The reached compounds that no other reached compound implies, ascending.
  private(set) var numbers: [Int] = []

  /// The cost of copying, comparing or hashing the set.
  var count: Int { numbers.count }

  /// Whether `number` is reached: it or a reached compound that implies it is kept.
  ///
  /// - Complexity: O(log *k*) for *k* compounds kept.
  func contains(_ number: Int, in table: SelectorTable) -> Bool {
    // The smallest kept compound at or after `number` is the only one that can imply it:
    // a larger one whose range held `number` would hold the smaller one too.
    let index = firstIndex(atLeast: number)
    return index < numbers.count && table.first[numbers[index]] <= number
  }

  /// Adds a compound that is not reached yet, dropping the kept ones it implies.
  ///
  /// - Complexity: O(*k*) for *k* compounds kept.
  mutating func insert(_ number: Int, in table: SelectorTable) {
    let lower = firstIndex(atLeast: table.first[number])
    let upper = firstIndex(atLeast: number + 1)
    numbers.replaceSubrange(lower..<upper, with: CollectionOfOne(number))
  }

  private func firstIndex(atLeast number: Int) -> Int {
    var (low, high) = (0, numbers.count)
    while low < high {
      let middle = (low + high) / 2
      if numbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
