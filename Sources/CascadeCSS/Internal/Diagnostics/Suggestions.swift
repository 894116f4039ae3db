/// Finds the name a misspelling most likely meant; `package` so that the value syntaxes of
/// CascadeViews suggest names by the same rule, and usable from inline code so that the
/// keyword reader, inlined into each keyword type, does.
@usableFromInline
package enum Suggestions {
  /// The candidate nearest to `word` by edit distance, if it is near enough to be likely
  /// meant: at most one edit in four characters, and never a tie between two candidates.
  @usableFromInline
  package static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
    let word = Array(word.lowercased().utf8)
    guard !word.isEmpty, word.count <= 64 else { return nil }
    let limit = max(1, word.count / 4 + (word.count >= 3 ? 1 : 0))
    var best: (name: String, distance: Int, isTie: Bool)?
    for candidate in candidates {
      let distance = Self.distance(word, Array(candidate.lowercased().utf8), limit: limit)
      guard distance <= limit else { continue }
      if let current = best, current.distance <= distance {
        if current.distance == distance && current.name != candidate { best?.isTie = true }
        continue
      }
      best = (candidate, distance, false)
    }
    guard let best, !best.isTie else { return nil }
    return best.name
  }

  /// The edit distance (insertions, deletions, substitutions and swaps of neighbours),
  /// or more than `limit` once it is sure to be.
  static func distance(_ left: [UInt8], _ right: [UInt8], limit: Int) -> Int {
    if abs(left.count - right.count) > limit { return limit + 1 }
    if left.isEmpty || right.isEmpty { return max(left.count, right.count) }
    var before = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (before, previous, current) = (previous, current, before)
    }
    return previous[right.count]
  }
}
