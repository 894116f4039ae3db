/// Counts the steps a stage takes, for the scaling tests: each stage whose cost depends on
/// its input (reading text, matching selectors, walking a tree, writing diagnostics) adds
/// the steps it took to the counter of the task it runs in, and a test compares the counts
/// at *n*, 2*n* and 4*n* to prove that the work grows linearly. Counting steps, not time,
/// keeps the tests exact on a busy machine.
///
/// A stage adds its count once, when it finishes, so that an uncounted run pays one
/// task-local read per stage and nothing per step.
package final class WorkCounter: Sendable {
  /// The counter the current task's stages add to, if any.
  @TaskLocal package static var current: WorkCounter?

  private let total = Lock(0)

  package init() {}

  /// The steps added so far.
  package var steps: Int { total.withLock { $0 } }

  /// Adds steps to the current task's counter, if it has one.
  package static func record(_ steps: Int) {
    current?.total.withLock { $0 += steps }
  }

  /// The steps that the stages run by `body` take.
  package static func steps(of body: () throws -> Void) rethrows -> Int {
    let counter = WorkCounter()
    try $current.withValue(counter) { try body() }
    return counter.steps
  }
}
