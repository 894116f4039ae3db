/// The objects of a tree in the order the cascade styles them, each parent before its
/// children, with each object's match and the context to style it in.
///
/// It keeps the path from the topmost ancestor to the object it visited last, so that an
/// object's ancestors are at hand without walking up the tree.
struct TreeWalk {
  private let sheet: Stylesheet
  private let context: StyleContext
  /// The path from the topmost ancestor to the object visited last.
  private var path: [any Stylable] = []
  /// The match number of each object on the path.
  private var numbers: [Int] = []
  /// Objects still to visit, each with its depth and the traits it inherits.
  private var pending: [(object: any Stylable, depth: Int, traits: Int)] = []
  /// The distinct traits met so far, each with its context and its number in the cache.
  private var contexts: [(context: StyleContext, number: Int)] = []
  private var indices: [Traits: Int] = [:]

  init(sheet: Stylesheet, root: any Stylable, context: StyleContext) {
    self.sheet = sheet
    self.context = context
    let ancestors = Stylesheet.ancestors(of: root)
    let traits = index(for: Stylesheet.traits(of: ancestors, default: context.traits))
    for ancestor in ancestors.reversed() { visit(ancestor, traits: traits) }
    pending = [(root, path.count, traits)]
  }

  /// The next object, its match, and the context with its traits.
  mutating func next() -> (object: any Stylable, match: CascadeMatch, context: StyleContext)? {
    guard let (object, depth, inherited) = pending.popLast() else { return nil }
    path.removeSubrange(depth...)
    numbers.removeSubrange(depth...)
    let traits = object.styleTraits.map { index(for: $0) } ?? inherited
    let match = visit(object, traits: traits)
    for child in object.styleChildren.reversed() { pending.append((child, depth + 1, traits)) }
    return (object, match, contexts[traits].context)
  }

  /// Matches an object whose ancestors are the path, then extends the path with it.
  @discardableResult
  private mutating func visit(_ object: any Stylable, traits: Int) -> CascadeMatch {
    let (context, number) = contexts[traits]
    let match = sheet.match(
      for: object, parent: numbers.last ?? 0, ancestors: path,
      traits: (context.traits, number))
    path.append(object)
    numbers.append(match.number)
    return match
  }

  /// The index in `contexts` of some traits, added on first sight.
  private mutating func index(for traits: Traits) -> Int {
    if let index = indices[traits] { return index }
    var context = self.context
    context.traits = traits
    contexts.append((context, sheet.cache.number(for: traits)))
    indices[traits] = contexts.count - 1
    return contexts.count - 1
  }
}
