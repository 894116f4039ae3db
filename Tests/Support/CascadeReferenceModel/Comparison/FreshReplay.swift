/// The applications that style a fresh copy of a world, from scratch, as a case's
/// applications styled the world, while nothing else changed it: the fewest that leave
/// each object with the same parts, in the same order, from the same latest applications.
///
/// An application whose part every object it reaches has again from a later application of
/// the same sheet's name (before that name is removed there) is left out, unless it was the
/// first of its name at some object, which sets where the name's part stands among the
/// object's parts: then an empty sheet of the name is applied in its place, which sets
/// that and styles nothing. A removal is kept. So a subtree styled in another context and
/// then styled again from the root is styled once, from the root.
///
/// ```swift
/// let applications = FreshReplay.applications(for: log, in: model)
/// ```
enum FreshReplay {
  /// What one application of the log is needed for.
  private struct Need {
    /// The latest of its name at some object: it styles the object's part.
    var isLatest = false
    /// The first of its name at some object: it places the object's part.
    var isFirst = false
  }

  /// The applications and removals to make on a fresh copy, in order.
  ///
  /// - Parameters:
  ///   - log: The case's applications and removals, in order, each of a sheet to a root.
  ///   - model: The world, unchanged since it was made but for its sheets.
  static func applications(for log: [Mutation], in model: ReferenceModel) -> [Mutation] {
    var needs = Array(repeating: Need(), count: log.count)
    for events in eventsByObject(log, model) {
      // For each name, the first and latest application since it was last removed here.
      var open: [String: (first: Int, latest: Int)] = [:]
      for index in events {
        guard let (name, isRemoval) = identify(log[index]) else { continue }
        if isRemoval {
          if let (first, latest) = open.removeValue(forKey: name) {
            needs[first].isFirst = true
            needs[latest].isLatest = true
          }
        } else {
          open[name] = (open[name]?.first ?? index, index)
        }
      }
      for (first, latest) in open.values {
        needs[first].isFirst = true
        needs[latest].isLatest = true
      }
    }
    return log.indices.compactMap { index in
      let application = log[index]
      if identify(application)?.isRemoval == true || needs[index].isLatest { return application }
      return needs[index].isFirst ? placing(application) : nil
    }
  }

  /// For each object, the indices of the log's entries that reach it, in order.
  private static func eventsByObject(_ log: [Mutation], _ model: ReferenceModel) -> [[Int]] {
    var events = Array(repeating: [Int](), count: model.objects.count)
    for (index, application) in log.enumerated() {
      guard let root = root(of: application) else { continue }
      for object in model.subtree(of: root) { events[object].append(index) }
    }
    return events
  }

  /// The sheet's name an entry applies or removes, and whether it removes it.
  private static func identify(_ application: Mutation) -> (name: String, isRemoval: Bool)? {
    switch application {
    case .apply(let sheet, _), .applyInContext(let sheet, _, _, _): (sheet.name, false)
    case .removeSheet(let sheet, _): (sheet.name, true)
    default: nil
    }
  }

  private static func root(of application: Mutation) -> Int? {
    switch application {
    case .apply(_, let root), .applyInContext(_, let root, _, _), .removeSheet(_, let root): root
    default: nil
    }
  }

  /// The same application of an empty sheet of the same name: version 0, which no case
  /// makes, with as many layers, so that its name is the same.
  private static func placing(_ application: Mutation) -> Mutation {
    func empty(_ sheet: SheetSpec) -> SheetSpec {
      SheetSpec(family: sheet.family, version: 0, layers: sheet.layers.map { _ in [] })
    }
    switch application {
    case .apply(let sheet, let root): return .apply(empty(sheet), root: root)
    case .applyInContext(let sheet, let root, let theme, let traits):
      return .applyInContext(empty(sheet), root: root, theme: theme, traits: traits)
    default: return application
    }
  }
}
