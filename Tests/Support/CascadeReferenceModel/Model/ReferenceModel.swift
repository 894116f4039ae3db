/// The cascade as a reference: a world of plain data, and each object's values worked out
/// by the documented rules alone, sharing no code with the engine.
///
/// Applying a sheet records, for each object of the subtree, the sheet's part: the rules
/// that match it, in cascade order, and the context they resolve in. An object's values are
/// its originals with every part's setters written in turn, parts in the order their sheets
/// were first applied to it, and then its inline style (see ``writes(of:)``).
struct ReferenceModel: Sendable {
  /// Every object ever made, by number; the root is 0.
  var objects: [ModelObject] = []
  private(set) var context = ModelContext(theme: 0, traits: TraitsSpec())

  /// Adds an object, numbered next, under its spec's parent.
  mutating func add(_ spec: ObjectSpec) {
    let number = objects.count
    objects.append(ModelObject(spec))
    if let parent = spec.parent { objects[parent].children.append(number) }
  }

  /// Makes a mutation.
  mutating func perform(_ mutation: Mutation) {
    switch mutation {
    case .nothing: break
    case .toggleClass(let object, let name):
      if objects[object].classes.remove(name) == nil { objects[object].classes.insert(name) }
    case .toggleState(let object, let flag):
      if objects[object].states.remove(flag) == nil { objects[object].states.insert(flag) }
    case .setObjectTraits(let object, let traits): objects[object].traits = traits
    case .setContextTraits(let traits): context.traits = traits
    case .switchTheme(let theme): context.theme = theme
    case .move(let object, let parent):
      detach(object)
      objects[parent].children.append(object)
      objects[object].parent = parent
    case .remove(let object):
      for member in subtree(of: object) { objects[member].detachedValues = values(of: member) }
      detach(object)
    case .add(let specs): for spec in specs { add(spec) }
    case .setInline(let object, let setters): objects[object].inline = setters
    case .apply(let sheet, let root): apply(sheet, to: root)
    case .applyInContext(let sheet, let root, let theme, let traits):
      apply(sheet, to: root, in: ModelContext(theme: theme, traits: traits))
    case .removeSheet(let sheet, let root): remove(sheet, from: root)
    }
  }

  /// Takes an object out of its parent's children.
  private mutating func detach(_ object: Int) {
    guard let parent = objects[object].parent else { return }
    objects[parent].children.removeAll { $0 == object }
    objects[object].parent = nil
  }

  /// The objects in the tree, the root first and each parent before its children.
  var attachedObjects: [Int] { subtree(of: 0) }

  /// Whether an object is in the tree.
  func isAttached(_ object: Int) -> Bool {
    var current = object
    while let parent = objects[current].parent { current = parent }
    return current == 0
  }

  /// An object and its descendants, each parent before its children.
  func subtree(of object: Int) -> [Int] {
    [object] + objects[object].children.flatMap { subtree(of: $0) }
  }

  /// An object's ancestors, nearest first.
  func ancestors(of object: Int) -> [Int] {
    var ancestors: [Int] = []
    var current = objects[object].parent
    while let ancestor = current {
      ancestors.append(ancestor)
      current = objects[ancestor].parent
    }
    return ancestors
  }

  /// The traits an object sees: its own, else its nearest ancestor's, else the context's
  /// (the world's unless another is given).
  func traits(of object: Int, context: ModelContext? = nil) -> TraitsSpec {
    ([object] + ancestors(of: object)).lazy.compactMap { objects[$0].traits }.first
      ?? (context ?? self.context).traits
  }
}
