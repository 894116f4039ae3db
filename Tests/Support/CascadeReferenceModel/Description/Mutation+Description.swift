extension Mutation: CustomStringConvertible {
  /// What the mutation did, objects named by number (`#0` is the root).
  var description: String {
    switch self {
    case .nothing: "nothing"
    case .toggleClass(let object, let name): "toggled class \(name) of #\(object)"
    case .toggleState(let object, let flag): "toggled state \(flag) of #\(object)"
    case .setObjectTraits(let object, let traits):
      "set the traits of #\(object) to \(traits.map { "(\($0))" } ?? "none")"
    case .setContextTraits(let traits): "set the context's traits to (\(traits))"
    case .switchTheme(let theme): "switched to theme \(ThemeSpec.all[theme].name)"
    case .move(let object, let parent): "moved #\(object) under #\(parent)"
    case .remove(let object): "removed #\(object) from the tree"
    case .add(let objects):
      "added " + objects.map { "a \($0.kind) under #\($0.parent ?? 0)" }.joined(separator: ", ")
    case .setInline(let object, let setters) where setters.isEmpty:
      "cleared the inline style of #\(object)"
    case .setInline(let object, let setters):
      "set the inline style of #\(object) to \(SetterSpec.describe(setters))"
    case .apply(let sheet, let root):
      "applied \(sheet.name) v\(sheet.version) to #\(root)"
    case .removeSheet(let sheet, let root): "removed \(sheet.name) from #\(root)"
    case .applyInContext(let sheet, let root, let theme, let traits):
      "applied \(sheet.name) v\(sheet.version) to #\(root) in theme \(theme), \(traits)"
    }
  }
}
