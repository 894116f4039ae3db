extension Generator {
  /// The kinds of mutation, each listed as many times as it is weighted.
  private enum MutationKind {
    case nothing, toggleClass, toggleState, objectTraits, contextTraits, theme
    case move, remove, add, inline, otherSheet, newVersion, subtree, removeSheet
    case otherContext
  }

  private var mutationKinds: [MutationKind] {
    var kinds: [MutationKind] = [.nothing] + Array(repeating: .toggleClass, count: 3)
    kinds += [.toggleState, .toggleState]
    let weighted: [(Features, MutationKind, Int)] = [
      (.objectTraits, .objectTraits, 1), (.conditions, .contextTraits, 2),
      (.adaptiveStyles, .contextTraits, 1), (.tokens, .theme, 1), (.structure, .move, 2),
      (.structure, .remove, 1), (.structure, .add, 2), (.inlineStyles, .inline, 2),
      (.severalSheets, .otherSheet, 2), (.newVersions, .newVersion, 2), (.subtrees, .subtree, 2),
      (.sheetRemoval, .removeSheet, 1), (.otherContexts, .otherContext, 2),
    ]
    for (feature, kind, weight) in weighted where features.contains(feature) {
      kinds += Array(repeating: kind, count: weight)
    }
    return kinds
  }

  /// The kinds that apply or remove a sheet and change nothing else.
  private var applicationKinds: [MutationKind] {
    let applications: Set<MutationKind> = [
      .otherSheet, .newVersion, .subtree, .removeSheet, .otherContext,
    ]
    return mutationKinds.filter { applications.contains($0) }
  }

  /// A random mutation of the model's world, keeping to the generator's features; with
  /// `applicationsOnly`, one that applies or removes a sheet, where the features allow any.
  mutating func mutation(
    of model: ReferenceModel, sheets: SheetBook, applicationsOnly: Bool = false
  ) -> Mutation {
    let attached = model.attachedObjects
    let object = element(of: attached)
    let applications = applicationsOnly ? applicationKinds : []
    switch element(of: applications.isEmpty ? mutationKinds : applications) {
    case .nothing: return .nothing
    case .toggleClass: return .toggleClass(object: object, name: element(of: Self.classes))
    case .toggleState: return .toggleState(object: object, flag: element(of: StateFlag.allCases))
    case .objectTraits:
      return .setObjectTraits(
        object: object, traits: chance(1, in: 3) ? nil : element(of: TraitsSpec.all))
    case .contextTraits: return .setContextTraits(element(of: TraitsSpec.all))
    case .theme: return .switchTheme(number(below: ThemeSpec.all.count))
    case .move: return move(in: model, attached: attached)
    case .remove:
      return attached.count > 1
        ? .remove(object: element(of: Array(attached.dropFirst()))) : .nothing
    case .add: return add(to: model, attached: attached)
    case .inline:
      let kind = model.objects[object].kind
      let setters =
        chance(1, in: 3) ? [] : (0..<number(in: 1...3)).map { _ in setter(for: kind, depth: 0) }
      return .setInline(object: object, setters: setters)
    case .otherSheet: return .apply(otherSheet(than: sheets), root: applicationRoot(attached))
    case .newVersion:
      let family = element(of: sheets.latest.keys.sorted())
      guard let sheet = sheets.latest[family] else { return .nothing }
      return .apply(revision(of: sheet), root: applicationRoot(attached))
    case .subtree: return .apply(sheets.current, root: object)
    case .otherContext:
      // The current sheet, another, or another version, to the root or a subtree, in a
      // theme and traits of their own.
      let sheet =
        switch number(below: 3) {
        case 0: sheets.current
        case 1: otherSheet(than: sheets)
        default: sheets.latest[sheets.current.family].map { revision(of: $0) } ?? sheets.current
        }
      return .applyInContext(
        sheet, root: chance(1, in: 3) ? 0 : object,
        theme: number(below: ThemeSpec.all.count), traits: element(of: TraitsSpec.all))
    case .removeSheet:
      let family = element(of: sheets.latest.keys.sorted())
      guard let sheet = sheets.latest[family] else { return .nothing }
      return .removeSheet(sheet, root: applicationRoot(attached))
    }
  }

  /// Moves an object that is not the root under an object outside its subtree.
  private mutating func move(in model: ReferenceModel, attached: [Int]) -> Mutation {
    guard attached.count > 1 else { return .nothing }
    let object = element(of: Array(attached.dropFirst()))
    let subtree = Set(model.subtree(of: object))
    let parents = attached.filter { !subtree.contains($0) }
    return .move(object: object, parent: element(of: parents))
  }

  /// Adds up to three objects, each under an object in the tree or one added before it.
  private mutating func add(to model: ReferenceModel, attached: [Int]) -> Mutation {
    var parents = attached
    var objects: [ObjectSpec] = []
    for _ in 0..<number(in: 1...3) {
      objects.append(object(parent: element(of: parents)))
      parents.append(model.objects.count + objects.count - 1)
    }
    return .add(objects)
  }

  /// The latest version of another family than the current sheet's, or a new one's first.
  private mutating func otherSheet(than sheets: SheetBook) -> SheetSpec {
    let others = SheetBook.families.filter { $0 != sheets.current.family }
    let family = element(of: others)
    if let sheet = sheets.latest[family] { return sheet }
    return firstSheet(family: family)
  }

  /// A family's first sheet, layered sometimes.
  mutating func firstSheet(family: String) -> SheetSpec {
    let layers = features.contains(.layeredSheets) && chance(1, in: 4) ? number(in: 2...3) : 1
    return sheet(family: family, version: 1, layers: layers)
  }

  /// The root, or sometimes an object in the tree.
  private mutating func applicationRoot(_ attached: [Int]) -> Int {
    features.contains(.subtrees) && chance(1, in: 3) ? element(of: attached) : 0
  }
}
