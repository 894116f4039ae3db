import Scaling
import Testing

/// The scaling tests' byte counts are real wherever CI runs them: with glibc's allocator in
/// the debug tests, and with AddressSanitizer's in the optimized ones.
@Suite struct GrowthCountingTests {
  /// A stage that allocates `n` arrays of 64 integers counts at least their bytes, and grows
  /// with `n`.
  @Test func bytesAllocatedAreCountedAndGrowWithTheInput() throws {
    let growth = Growth(from: 100) { n in Self.allocateArrays(n) }
    #if os(Linux)
      let bytes = try #require(growth.bytes, "the allocator's bytes are not counted here")
      for (size, counted) in zip(growth.sizes, bytes) {
        #expect(counted >= size * 64 * MemoryLayout<Int>.stride, "\(growth)")
      }
      #expect(growth.isLinear, "\(growth)")
    #endif
  }

  /// Allocates `n` arrays of 64 integers and returns how many it kept; not optimized, so
  /// that the optimized tests allocate them too.
  @inline(never) @_optimize(none)
  private static func allocateArrays(_ n: Int) -> Int {
    var kept: [[Int]] = []
    for index in 0..<n { kept.append(Array(repeating: index, count: 64)) }
    return kept.count
  }
}
