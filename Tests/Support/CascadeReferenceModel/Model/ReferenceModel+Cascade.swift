extension ReferenceModel {
  /// Applies a sheet to an object and its descendants: each one's part for the sheet's
  /// name becomes the rules that match it now, in the context and traits it sees now, in
  /// the place of the sheet's earlier part or else after every other; and its inline style
  /// is taken up as it is now. `context`, when given, stands for the world's.
  mutating func apply(_ sheet: SheetSpec, to root: Int, in given: ModelContext? = nil) {
    let rules = sheet.rules.map { Part.MatchedRule(id: $0.id, spec: $0.spec) }
    // A matcher per rule for the whole application: a question about an ancestor comes up
    // again for each of its descendants, and applying changes no class, state or parent.
    var matchers = rules.map { SelectorMatcher($0.spec.selector) }
    for object in subtree(of: root) {
      let context = ModelContext(
        theme: (given ?? self.context).theme, traits: traits(of: object, context: given))
      let matched = rules.indices.filter {
        matchers[$0].matches(object, traits: context.traits, in: self)
      }.map { rules[$0] }
      let part = Part(
        sheet: sheet.name, rules: matched.sorted(by: Self.precedes), context: context)
      if let index = objects[object].parts.firstIndex(where: { $0.sheet == sheet.name }) {
        objects[object].parts[index] = part
      } else {
        objects[object].parts.append(part)
      }
      objects[object].appliedInline = .init(setters: objects[object].inline, context: context)
      readParentValues(of: object)
    }
  }

  /// Keeps the parent's values as they are now, after the parent was styled, for the
  /// object's `inherit` writes: what a styling of the object reads.
  private mutating func readParentValues(of object: Int) {
    objects[object].parentValues = objects[object].parent.map { values(of: $0) }
  }

  /// Takes a sheet's part off each object of a subtree that has one. Removing writes the
  /// remaining parts and the inline style as it is now, in the context of now, as an
  /// application does; an object without the part keeps its writes. Every object reads its
  /// parent's values again, as a parent's may have changed.
  mutating func remove(_ sheet: SheetSpec, from root: Int) {
    for object in subtree(of: root) {
      defer { readParentValues(of: object) }
      guard objects[object].parts.contains(where: { $0.sheet == sheet.name }) else { continue }
      objects[object].parts.removeAll { $0.sheet == sheet.name }
      let context = ModelContext(theme: self.context.theme, traits: traits(of: object))
      objects[object].appliedInline = .init(setters: objects[object].inline, context: context)
    }
  }

  /// Every write the cascade makes into an object, in order: each part's rules in cascade
  /// order, each rule's setters in its style's order, then the inline style. A rule whose
  /// style is for a type the object is not writes nothing.
  func writes(of object: Int) -> [Write] {
    let model = objects[object]
    var writes: [Write] = []
    // Which rules match, and the branch each block of the traits takes, are decided when
    // each sheet is applied; values resolve in the theme of the latest application.
    let theme = model.appliedInline?.context.theme
    for part in model.parts {
      var context = part.context
      if let theme { context.theme = theme }
      for rule in part.rules where Self.kind(model.kind, isA: rule.spec.styleKind) {
        writes += expand(rule.spec.setters, in: context, source: .rule(rule.id))
      }
    }
    if let inline = model.appliedInline {
      writes += expand(inline.setters, in: inline.context, source: .inline)
    }
    return writes
  }

  /// An object's values: a detached object's as it left the tree, else its originals with
  /// every write made in turn.
  func values(of object: Int) -> ObjectValues {
    values(of: object, writes: writes(of: object))
  }

  /// An object's values, given its ``writes(of:)``.
  ///
  /// A setter that reads the object (``SetterSpec/labelFromColor``) sees what the engine
  /// documents: the values of the winning writes before it (the last write of each identity
  /// is its winner) and the original value of every other property, not the writes that a
  /// later one overrides.
  ///
  /// A property whose winner is its original (``Write/Effect/original``) has no winner: no
  /// write of its identity is made, so it keeps its original value; a part's original drops
  /// only the part's writes, and a whole's write before it still sets the part. A write of
  /// the parent's value (``Write/Effect/inherited``) writes the parent's value of its
  /// identity as the object's latest styling read it, and is an original where the object
  /// had no parent then.
  func values(of object: Int, writes allWrites: [Write]) -> ObjectValues {
    if let detached = objects[object].detachedValues { return detached }
    let original = objects[object].original
    var values = original
    let writes = Self.withoutOriginalWinners(
      Self.inheriting(allWrites, from: objects[object].parentValues))
    var lastOfIdentity: [String: Int] = [:]
    for (index, write) in writes.enumerated() { lastOfIdentity[write.identity] = index }
    var winnersSoFar = original
    for (index, write) in writes.enumerated() {
      if case .labelFromColor = write.effect {
        values.label = SetterSpec.label(fromColor: winnersSoFar.color)
      } else {
        write.apply(to: &values)
      }
      if lastOfIdentity[write.identity] == index {
        if case .labelFromColor = write.effect {
          winnersSoFar.label = SetterSpec.label(fromColor: winnersSoFar.color)
        } else {
          write.apply(to: &winnersSoFar)
        }
      }
    }
    return values
  }

  /// The writes with each write of the parent's value made a write of `parent`'s value of
  /// its identity, or an original when there is no parent.
  static func inheriting(_ writes: [Write], from parent: ObjectValues?) -> [Write] {
    writes.map { write in
      guard case .inherited = write.effect else { return write }
      let effect: Write.Effect =
        switch (parent, write.identity) {
        case (nil, _): .original
        case (let parent?, "color"): .color(parent.color)
        case (let parent?, "label"): .label(parent.label)
        case (let parent?, "margins"): .margins(parent.margins)
        case (let parent?, "margins.top"): .marginsTop(parent.margins.top)
        default: .original
        }
      return Write(identity: write.identity, effect: effect, source: write.source)
    }
  }

  /// The writes without those of each identity whose last write, its winner, is an
  /// original.
  static func withoutOriginalWinners(_ writes: [Write]) -> [Write] {
    var winners: [String: Write.Effect] = [:]
    for write in writes { winners[write.identity] = write.effect }
    return writes.filter { write in
      if case .original = winners[write.identity] { return false }
      return true
    }
  }

  /// The writes of a style block: its statements as composed (see ``composed(_:)``), each
  /// block of the traits replaced by the writes of its branch for `context`'s traits.
  private func expand(
    _ setters: [SetterSpec], in context: ModelContext, source: Write.Source
  ) -> [Write] {
    Self.composed(setters).flatMap { setter -> [Write] in
      switch setter {
      case .adaptive(let dark, let light):
        return expand(context.traits.isDark ? dark : light, in: context, source: source)
      default:
        return effect(of: setter, in: context).map {
          [Write(identity: setter.identity ?? "", effect: $0, source: source)]
        } ?? []
      }
    }
  }

  /// A style's statements as `Style.compose` leaves them: nested styles flattened, and of
  /// the setters of one identity only the last, at its own place. A block of the traits
  /// has an identity of its own, so it is always kept.
  static func composed(_ setters: [SetterSpec]) -> [SetterSpec] {
    let flat = setters.flatMap { setter -> [SetterSpec] in
      if case .nested(let inner) = setter { return composed(inner) }
      return [setter]
    }
    var seen: Set<String> = []
    var kept: [SetterSpec] = []
    for setter in flat.reversed() {
      if let identity = setter.identity, !seen.insert(identity).inserted { continue }
      kept.append(setter)
    }
    return kept.reversed()
  }

  /// What a setter writes, resolved in `context`; `nil` for a token without a value, which
  /// writes nothing.
  private func effect(of setter: SetterSpec, in context: ModelContext) -> Write.Effect? {
    switch setter {
    case .color(let color): .color(color)
    case .colorToken(let token): Self.value(of: token, in: context.theme).map { .color($0) }
    case .label(let label): .label(label)
    case .margins(let top, let bottom): .margins(Insets(top: top, bottom: bottom))
    case .marginsTop(let top): .marginsTop(top)
    case .title(let state, let title): .title(state: state, title)
    case .weight(let weight): .weight(weight)
    case .labelFromColor: .labelFromColor
    case .original: .original
    case .inherited: .inherited
    case .adaptive, .nested: nil
    }
  }

  /// A token's value in a theme: the theme's own, else its nearest parent's, else the
  /// token's default.
  static func value(of token: Int, in theme: Int) -> Int? {
    var current: Int? = theme
    while let index = current {
      if let value = ThemeSpec.all[index].values[token] { return value }
      current = ThemeSpec.all[index].parent
    }
    return ThemeSpec.tokens[token].defaultValue
  }
}
