extension Generator {
  /// A new world: sometimes a deep one (see ``deepWorld()``), else a root and up to
  /// ``Limits/objects`` objects in all, each under one made before it.
  mutating func world() -> [ObjectSpec] {
    if limits.makesDeepWorlds && chance(1, in: limits.deepWorldsOneIn) { return deepWorld() }
    var objects = [object(parent: nil)]
    for _ in 1..<number(in: 1...limits.objects) {
      objects.append(object(parent: number(below: objects.count)))
    }
    return objects
  }

  /// A deep world: a chain of at least half ``Limits/depth`` objects and up to all of it,
  /// each under the one before, so that long selectors meet long ancestries; and up to
  /// ``Limits/objects`` more, each under one made before it, as branches.
  mutating func deepWorld() -> [ObjectSpec] {
    var objects = [object(parent: nil)]
    for _ in 1..<number(in: max(limits.depth / 2, 2)...limits.depth) {
      objects.append(object(parent: objects.count - 1))
    }
    for _ in 0..<number(in: 0...limits.objects) {
      objects.append(object(parent: number(below: objects.count)))
    }
    return objects
  }

  /// A new object under `parent`, with random classes, states, traits and originals.
  mutating func object(parent: Int?) -> ObjectSpec {
    let kind: ObjectKind = chance(1, in: 2) ? .tag : .box
    let classes = subset(of: Self.classes, 1, in: 3)
    let states = subset(of: StateFlag.allCases, 1, in: 4)
    let traits =
      features.contains(.objectTraits) && chance(1, in: 8) ? element(of: TraitsSpec.all) : nil
    return ObjectSpec(
      kind: kind, parent: parent, classes: classes, states: states, traits: traits,
      original: original(of: kind))
  }

  /// Original values, from a range that no setter writes, so that a value left unstyled
  /// never passes for a styled one.
  mutating func original(of kind: ObjectKind) -> ObjectValues {
    ObjectValues(
      color: number(in: 0...9), label: "o\(number(in: 0...9))",
      margins: Insets(top: number(in: 0...9), bottom: number(in: 0...9)),
      titles: ObjectValues.titleStates.map { state in
        chance(1, in: 2) ? "o\(state)" : ""
      },
      weight: kind == .tag ? number(in: 0...9) : nil)
  }
}
