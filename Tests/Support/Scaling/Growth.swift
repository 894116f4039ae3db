import AllocationCounter

/// How the steps a stage takes, and the bytes it allocates, grow with its input: the counts
/// at *n*, 2*n* and 4*n*.
///
/// ```swift
/// let growth = Growth(from: 1_000) { n in
///   WorkCounter.steps { _ = vocabulary.load(String(repeating: "A ", count: n) + "{}") }
/// }
/// #expect(growth.isLinear, "\(growth)")
/// ```
///
/// The bytes are those the measuring thread asks the heap for while `steps` runs at each
/// size, freed since or not: a stage that copies something input-sized for each piece of its
/// input allocates the square of it, even where it frees each copy at once. They are counted
/// where the test executable can count them (with glibc's allocator, or AddressSanitizer's),
/// and left out elsewhere.
package struct Growth: CustomStringConvertible {
  /// The sizes measured: *n*, 2*n* and 4*n*.
  package let sizes: [Int]
  /// The steps at each size.
  package let steps: [Int]
  /// The bytes allocated at each size, or `nil` where they cannot be counted.
  package let bytes: [Int]?

  /// Measures `steps` at `n`, 2`n` and 4`n`, and the bytes allocated while it runs.
  package init(from n: Int, _ steps: (Int) throws -> Int) rethrows {
    sizes = [n, 2 * n, 4 * n]
    var counts: [Int] = []
    var allocated: [Int] = []
    for size in sizes {
      let before = allocation_counter_thread_bytes()
      counts.append(try steps(size))
      allocated.append(Int(allocation_counter_thread_bytes() - before))
    }
    self.steps = counts
    bytes = allocation_counter_thread_bytes() < 0 ? nil : allocated
  }

  /// Whether each doubling of the input at most about doubles the steps and the bytes: a
  /// quadratic stage quadruples them, an exponential one squares them. A stage that took no
  /// step at all is not counted, so a test of it proves nothing, and fails.
  package var isLinear: Bool {
    Self.isLinear(steps) && (bytes.map(Self.isLinear) ?? true)
  }

  private static func isLinear(_ counts: [Int]) -> Bool {
    guard let first = counts.first, first > 0 else { return false }
    return zip(counts, counts.dropFirst()).allSatisfy { smaller, larger in
      Double(larger) <= 2.5 * Double(smaller)
    }
  }

  /// The sizes, steps and bytes: `steps 120, 240, 480, bytes 9600, 19200, 38400 at n = 10,
  /// 20, 40`.
  package var description: String {
    "steps \(Self.list(steps))"
      + (bytes.map { ", bytes \(Self.list($0))" } ?? "")
      + " at n = \(Self.list(sizes))"
  }

  private static func list(_ counts: [Int]) -> String {
    counts.map(String.init).joined(separator: ", ")
  }
}
