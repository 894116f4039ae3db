extension ReferenceModel {
  /// Whether an object meets a compound's requirements.
  func meets(_ selector: SimpleSelectorSpec, _ object: Int, traits: TraitsSpec) -> Bool {
    let object = objects[object]
    if let type = selector.type, !Self.kind(object.kind, isA: type) { return false }
    guard selector.classes.isSubset(of: object.classes),
      selector.states.isSubset(of: object.states)
    else { return false }
    switch selector.condition {
    case nil: return true
    case .dark: return traits.isDark
    case .compact: return traits.isCompact
    }
  }

  /// Whether an object of `kind` is of the type `type`: `Tag` is a subclass of `Box`.
  static func kind(_ kind: ObjectKind, isA type: ObjectKind) -> Bool {
    kind == type || (kind == .tag && type == .box)
  }

  /// A selector's specificity: classes, states and a condition in the first place, type
  /// depth in the second, its own compound's with those of the selectors its parent and
  /// its ancestor must match, and theirs in turn.
  static func specificity(of selector: SelectorSpec) -> (qualifiers: Int, typeDepth: Int) {
    var total: (qualifiers: Int, typeDepth: Int) = specificity(of: selector.own)
    for required in [selector.parent, selector.ancestor] {
      guard let required else { continue }
      let part: (qualifiers: Int, typeDepth: Int) = specificity(of: required)
      total.qualifiers += part.qualifiers
      total.typeDepth += part.typeDepth
    }
    return total
  }

  private static func specificity(
    of selector: SimpleSelectorSpec
  ) -> (qualifiers: Int, typeDepth: Int) {
    let qualifiers =
      selector.classes.count + selector.states.count + (selector.condition == nil ? 0 : 1)
    // A type's depth is its number of superclasses plus one, and 0 for no type: `Box` is a
    // root class, `Tag` its subclass.
    let typeDepth =
      switch selector.type {
      case nil: 0
      case .box: 1
      case .tag: 2
      }
    return (qualifiers, typeDepth)
  }

  /// Whether `lhs` comes before `rhs` in a sheet's cascade: by layer, then specificity,
  /// then declaration order.
  static func precedes(_ lhs: Part.MatchedRule, _ rhs: Part.MatchedRule) -> Bool {
    let left = specificity(of: lhs.spec.selector)
    let right = specificity(of: rhs.spec.selector)
    return (lhs.id.layer, left.qualifiers, left.typeDepth, lhs.id.index)
      < (rhs.id.layer, right.qualifiers, right.typeDepth, rhs.id.index)
  }
}
