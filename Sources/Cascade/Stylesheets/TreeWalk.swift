/// The objects of a tree in the order the cascade styles them, each parent before its
/// children, with each object's match and the context to style it in.
///
/// It keeps the path from the topmost ancestor to the object it visited last, so that an
/// object's ancestors are at hand without walking up the tree. It goes down from an object
/// only when asked for the next one, after the object has been styled: styling may change
/// the object's classes, state or children, and its children are matched as they are then.
struct TreeWalk {
  private let sheet: Stylesheet
  private let context: StyleContext
  /// The path from the topmost ancestor to the parent of the object visited last.
  private var path: [any Stylable] = []
  /// The match number of each object on the path, as a parent: after it was styled.
  private var numbers: [Int] = []
  /// Objects still to visit, each with its depth and the traits it inherits.
  private var pending: [(object: any Stylable, depth: Int, traits: Int)] = []
  /// The object visited last, whose children are not pending yet.
  private var current:
    (object: any Stylable, depth: Int, traits: Int, key: MatchCache.Key, number: Int)?
  /// The distinct traits met so far, each with its context and its number in the cache.
  private var contexts: [(context: StyleContext, number: Int)] = []
  private var indices: [Traits: Int] = [:]

  init(sheet: Stylesheet, root: any Stylable, context: StyleContext) {
    self.sheet = sheet
    self.context = context
    let ancestors = Stylesheet.ancestors(of: root)
    let traits = index(for: Stylesheet.traits(of: ancestors, default: context.traits))
    for ancestor in ancestors.reversed() {
      numbers.append(
        match(ancestor, key: key(for: ancestor, traits: traits), traits: traits).number)
      path.append(ancestor)
    }
    pending = [(root, path.count, traits)]
  }

  /// The next object, its match, and the context with its traits.
  mutating func next() -> (object: any Stylable, match: CascadeMatch, context: StyleContext)? {
    descendFromCurrent()
    guard let (object, depth, inherited) = pending.popLast() else { return nil }
    path.removeSubrange(depth...)
    numbers.removeSubrange(depth...)
    let traits = object.styleTraits.map { index(for: $0) } ?? inherited
    let key = key(for: object, traits: traits)
    let match = match(object, key: key, traits: traits)
    current = (object, depth, traits, key, match.number)
    return (object, match, contexts[traits].context)
  }

  /// Puts the object visited last on the path, under the number of its match as it is now,
  /// and its children, as they are now, among the pending objects.
  private mutating func descendFromCurrent() {
    guard let (object, depth, traits, key, number) = current else { return }
    current = nil
    let children = object.styleChildren
    guard !children.isEmpty else { return }
    path.removeSubrange(depth...)
    numbers.removeSubrange(depth...)
    // Styling may have changed the object's classes or state, which its children's
    // selectors read: then it takes part in their keys under the match of its new key.
    let styledKey = self.key(for: object, traits: traits)
    numbers.append(
      styledKey == key ? number : match(object, key: styledKey, traits: traits).number)
    path.append(object)
    for child in children.reversed() { pending.append((child, depth + 1, traits)) }
  }

  /// The cache key of an object whose ancestors are the path.
  private func key(for object: any Stylable, traits: Int) -> MatchCache.Key {
    MatchCache.Key(object, parent: numbers.last ?? 0, traits: contexts[traits].number)
  }

  /// The match of an object whose ancestors are the path.
  private func match(_ object: any Stylable, key: MatchCache.Key, traits: Int) -> CascadeMatch {
    sheet.match(for: object, key: key, ancestors: path, traits: contexts[traits].context.traits)
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
