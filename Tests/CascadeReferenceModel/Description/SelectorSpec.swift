/// A selector's own requirements, as data: a type, classes, states and a trait condition.
struct SimpleSelectorSpec: Hashable, Sendable {
  /// The type, matching its subclasses too; `nil` for any object.
  var type: ObjectKind?
  var classes: Set<String> = []
  var states: Set<StateFlag> = []
  var condition: ConditionSpec?
}

/// A rule's selector, as data: its own requirements, and those of the direct parent and of
/// some ancestor, which are simple.
struct SelectorSpec: Hashable, Sendable {
  var own: SimpleSelectorSpec
  var parent: SimpleSelectorSpec?
  var ancestor: SimpleSelectorSpec?
}
