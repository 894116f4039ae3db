/// A compound selector's requirements, as data: a type, classes, states and a trait
/// condition.
struct SimpleSelectorSpec: Hashable, Sendable {
  /// The type, matching its subclasses too; `nil` for any object.
  var type: ObjectKind?
  var classes: Set<String> = []
  var states: Set<StateFlag> = []
  var condition: ConditionSpec?
}

/// A rule's selector, as data: its own compound, and the selectors that the direct parent
/// and some ancestor must match, each with requirements of its own. CSS's `A B > C D` is
/// `D` inside `A B > C`, which is `C` a child of `A B`, which is `B` inside `A`.
///
/// An enum of one case only so that a selector can hold selectors.
indirect enum SelectorSpec: Hashable, Sendable {
  case compound(SimpleSelectorSpec, parent: SelectorSpec?, ancestor: SelectorSpec?)

  init(own: SimpleSelectorSpec, parent: SelectorSpec? = nil, ancestor: SelectorSpec? = nil) {
    self = .compound(own, parent: parent, ancestor: ancestor)
  }

  /// What the object itself must meet.
  var own: SimpleSelectorSpec {
    switch self {
    case .compound(let own, _, _): own
    }
  }

  /// What the direct parent must match, if anything.
  var parent: SelectorSpec? {
    switch self {
    case .compound(_, let parent, _): parent
    }
  }

  /// What some ancestor must match, if anything.
  var ancestor: SelectorSpec? {
    switch self {
    case .compound(_, _, let ancestor): ancestor
    }
  }

  /// Whether no compound requires both a parent and an ancestor, so that CSS can write the
  /// selector as one line of compounds and combinators.
  var isChain: Bool {
    switch (parent, ancestor) {
    case (let parent?, nil): parent.isChain
    case (nil, let ancestor?): ancestor.isChain
    case (nil, nil): true
    case (.some, .some): false
    }
  }
}
