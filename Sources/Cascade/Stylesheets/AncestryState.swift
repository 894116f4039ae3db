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
    number: 0, bits: Bits(matched: [], reached: StepBits(), pending: []))

  /// What makes two states equal.
  struct Bits: Hashable, Sendable {
    /// The compounds the object matches that another requires of its parent, ascending.
    let matched: [Int]
    /// The compounds the object or an ancestor matches.
    let reached: StepBits
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

/// A set of compound numbers, as bits.
struct StepBits: Hashable, Sendable {
  private var words: [UInt64] = []

  subscript(bit: Int) -> Bool {
    let word = bit >> 6
    return word < words.count && words[word] & (1 << UInt64(bit & 63)) != 0
  }

  /// The number of words: the cost of copying, comparing or hashing the bits.
  var wordCount: Int { words.count }

  mutating func insert(_ bit: Int) {
    let word = bit >> 6
    if word >= words.count { words += repeatElement(0, count: word + 1 - words.count) }
    words[word] |= 1 << UInt64(bit & 63)
  }

  static func == (lhs: StepBits, rhs: StepBits) -> Bool {
    // Trailing zero words do not count: a bit set past the end of one is clear in both.
    let count = max(lhs.words.count, rhs.words.count)
    return (0..<count).allSatisfy { lhs.word($0) == rhs.word($0) }
  }

  func hash(into hasher: inout Hasher) {
    var end = words.count
    while end > 0 && words[end - 1] == 0 { end -= 1 }
    for index in 0..<end { hasher.combine(words[index]) }
  }

  private func word(_ index: Int) -> UInt64 { index < words.count ? words[index] : 0 }
}
