internal import Cascade

/// What the rules of one `@media` block share of its condition: its text, written once, and
/// its last answer, so that *n* rules under a list of *n* queries keep one copy of the text
/// and test the queries once for each traits, not once for each rule and object.
final class MediaConditionMemo: Sendable {
  private let text = Lock<String?>(nil)
  private let last = Lock<(traits: Traits, holds: Bool)?>(nil)
  /// The memo of the last condition found equal to this one, held weakly: the rules of two
  /// loads of one sheet compare their conditions once, not once a rule.
  private let equal = Lock(WeakMemo())

  private struct WeakMemo {
    weak var memo: MediaConditionMemo?
  }

  /// The condition's text, made by `make` the first time it is asked for.
  func text(_ make: () -> String) -> String {
    if let known = text.withLock({ $0 }) { return known }
    let made = make()
    text.withLock { $0 = made }
    return made
  }

  /// Whether the condition holds for `traits`, worked out by `evaluate` when the traits are
  /// not the last ones asked about.
  func holds(for traits: Traits, _ evaluate: () -> Bool) -> Bool {
    if let last = last.withLock({ $0 }), last.traits == traits { return last.holds }
    let holds = evaluate()
    last.withLock { $0 = (traits, holds) }
    return holds
  }

  /// Whether `other` is this memo, or that of a condition found equal to this one's.
  func isKnownEqual(to other: MediaConditionMemo) -> Bool {
    self === other || equal.withLock { $0.memo === other }
  }

  /// Records that the condition of `other` was found equal to this one's.
  func noteEqual(to other: MediaConditionMemo) {
    equal.withLock { $0.memo = other }
  }
}
