extension Generator {
  /// A new selector: its own compound, sometimes with a condition, and sometimes selectors
  /// that its parent and an ancestor must match, up to ``Limits/selectorSteps`` such
  /// requirements in all; sometimes a chain of them as CSS writes one, `.b Box Box > Box Tag`.
  mutating func selector() -> SelectorSpec {
    var own = simpleSelector(classes: 2)
    if features.contains(.conditions) && chance(1, in: 4) {
      own.condition = element(of: ConditionSpec.allCases)
    }
    guard features.contains(.ancestry), limits.selectorSteps > 0 else {
      return SelectorSpec(own: own)
    }
    if chance(1, in: 8) { return chain(to: own, steps: number(in: 1...limits.selectorSteps)) }
    var steps = limits.selectorSteps
    let parent = requirement(1, in: 5, steps: &steps)
    let ancestor = requirement(1, in: 5, steps: &steps)
    return SelectorSpec(own: own, parent: parent, ancestor: ancestor)
  }

  /// A new compound without a condition, of up to `classes` classes.
  mutating func simpleSelector(classes: Int) -> SimpleSelectorSpec {
    let type: ObjectKind? = [nil, nil, .box, .box, .box, .tag, .tag, .tag][number(below: 8)]
    // Drawn without replacement, in as many choices as classes: a source past its end
    // gives the same choice for ever.
    var remaining = Self.classes
    let chosen = (0..<number(in: 0...classes)).map { _ in
      remaining.remove(at: number(below: remaining.count))
    }
    return SimpleSelectorSpec(
      type: type, classes: Set(chosen), states: subset(of: StateFlag.allCases, 1, in: 5))
  }

  /// With a chance of `numerator` in `denominator` while `steps` remain, the selector a
  /// parent or an ancestor must match: it takes one step, and its own requirements take
  /// theirs from what remains.
  private mutating func requirement(
    _ numerator: Int, in denominator: Int, steps: inout Int
  ) -> SelectorSpec? {
    guard steps > 0, chance(numerator, in: denominator) else { return nil }
    steps -= 1
    let own = simpleSelector(classes: 1)
    let parent = requirement(1, in: 4, steps: &steps)
    let ancestor = requirement(1, in: 3, steps: &steps)
    return SelectorSpec(own: own, parent: parent, ancestor: ancestor)
  }

  /// A chain of `steps` requirements ending in `own`: each compound requires the one before
  /// it of an ancestor, or once in four of the parent. The compounds between are loose, so
  /// that on a deep tree all but the first match in many ways; the first is an ordinary
  /// compound or, half the time, a rare one, which no ancestor may meet. That is
  /// `.b Box Box Box Tag` where no `.b` is: a matcher that tries every way down the
  /// ancestry before it gives up takes time exponential in the steps.
  private mutating func chain(to own: SimpleSelectorSpec, steps: Int) -> SelectorSpec {
    var first = simpleSelector(classes: 1)
    if chance(1, in: 2) {
      first.classes = Set(Self.classes.prefix(2))
      first.states = [element(of: StateFlag.allCases)]
    }
    var chain = SelectorSpec(own: first)
    for step in 1...steps {
      let compound = step == steps ? own : looseSelector()
      chain =
        chance(1, in: 4)
        ? SelectorSpec(own: compound, parent: chain) : SelectorSpec(own: compound, ancestor: chain)
    }
    return chain
  }

  /// A compound most objects meet: a type or none, and a class once in six.
  private mutating func looseSelector() -> SimpleSelectorSpec {
    let type: ObjectKind? = [nil, .box, .box, .tag][number(below: 4)]
    return SimpleSelectorSpec(
      type: type, classes: chance(1, in: 6) ? [element(of: Self.classes)] : [])
  }
}
