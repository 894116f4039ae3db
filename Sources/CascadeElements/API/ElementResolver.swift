public import CascadeViews

/// Resolves elements that are described, not built — a SwiftUI view's kind, classes,
/// state, ancestors and traits — to the values a stylesheet gives them, with the engine
/// and the sheet that style the substitute views.
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load(
///   ".card Text.name { color: #1C1C1E; font: headline; }", named: "card.css")
/// let resolver = ElementResolver(sheet: sheet.stylesheet)
/// let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
/// let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
/// name.style.font  // headline
/// ```
///
/// Each element is styled as a record: a substitute view of its kind with the element's
/// classes and state, styled on its own below its parent's record, as walking a substitute
/// tree of the same shape would style it. Its values are read back from the record.
///
/// Resolutions are cached by the parent's resolution (which stands for the whole chain of
/// ancestors), the element and its traits: resolving an unchanged element again costs a
/// lookup. The cache holds at most ``capacity`` resolutions and starts over when full. A
/// new sheet, or a new version of one, takes a new resolver.
///
/// Not `Sendable`: create and use a resolver on one actor, the main actor in an app.
public final class ElementResolver {
  /// The most resolutions a resolver keeps unless told otherwise.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// resolver.capacity == ElementResolver.defaultCapacity  // true
  /// ```
  public static let defaultCapacity = 4_096

  /// The stylesheet.
  ///
  /// ```swift
  /// let loaded = StyleVocabulary.standard.load("Text { font: body; }", named: "app.css")
  /// let resolver = ElementResolver(sheet: loaded.stylesheet)
  /// resolver.sheet.name  // "app.css"
  /// ```
  public let sheet: Stylesheet

  /// The theme tokens resolve in, and the traits of an element resolved without its own.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []), context: .dark)
  /// resolver.context.theme.name  // "Dark"
  /// ```
  public let context: StyleContext

  /// The most resolutions kept: when the cache is full, it starts over.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []), capacity: 0)
  /// resolver.capacity  // 1, the least a resolver keeps
  /// ```
  public let capacity: Int

  /// How many elements were styled, rather than found in the cache.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// let card = Element(.stack, classes: ["card"])
  /// _ = resolver.resolve(card, below: nil)
  /// _ = resolver.resolve(card, below: nil)  // found in the cache
  /// resolver.resolutionCount  // 1
  /// ```
  public private(set) var resolutionCount = 0

  private var cache: [Key: ResolvedElement] = [:]
  private var nextNumber = 1
  private let identity = ResolverIdentity()

  /// Creates a resolver.
  ///
  /// ```swift
  /// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
  /// let resolver = ElementResolver(sheet: sheet, context: StyleContext(theme: .dark))
  /// ```
  ///
  /// - Parameters:
  ///   - sheet: The stylesheet, written in Swift or loaded from text.
  ///   - context: The theme, and the default traits.
  ///   - capacity: The most resolutions to keep; at least 1.
  public init(
    sheet: Stylesheet, context: StyleContext = .standard, capacity: Int = defaultCapacity
  ) {
    self.sheet = sheet
    self.context = context
    self.capacity = max(capacity, 1)
  }

  /// The number of resolutions in the cache.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []), capacity: 2)
  /// for name in ["a", "b", "c"] {
  ///   _ = resolver.resolve(Element(.text, classes: [name]), below: nil)
  /// }
  /// resolver.cachedCount  // 1: the cache was full at "c", and started over
  /// ```
  public var cachedCount: Int { cache.count }

  /// Resolves an element inside another, or at the root.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("Empty", rules: []))
  /// let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
  /// var dark = Traits()
  /// dark.colorScheme = .dark
  /// let name = resolver.resolve(Element(.text), below: card, traits: dark)
  /// ```
  ///
  /// - Parameters:
  ///   - element: The element.
  ///   - parent: The element it is inside, resolved by this resolver or another: one
  ///     from another is resolved again here first, with its ancestors.
  ///   - traits: The traits it sees; `nil` for the context's.
  /// - Returns: The element's resolution, from the cache when the same element was
  ///   resolved below the same parent in the same traits.
  /// - Complexity: O(1) expected for a cached element; else O(*p*) for *p* properties
  ///   the sheet sets, after the engine's first match of that combination. Never more
  ///   for a deeper element. A parent from another resolver adds its depth.
  public func resolve(
    _ element: Element, below parent: ResolvedElement?, traits: Traits? = nil
  ) -> ResolvedElement {
    let parent = parent.map(adopt)
    return resolveOwn(element, below: parent, traits: traits ?? context.traits)
  }

  /// Explains an element's values: each property the sheet sets, the rule that set it,
  /// and for a text sheet the file, line and column of its declaration.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text { font: body; }", named: "a.css")
  /// let resolver = ElementResolver(sheet: sheet.stylesheet)
  /// let text = resolver.resolve(Element(.text), below: nil)
  /// print(resolver.explanation(for: text))  // Text, font = body, from Label (a.css:1:8)
  /// ```
  ///
  /// The element is named as a sheet selects it, with SwiftUI's type names where a sheet
  /// takes them (`Text.title:highlighted`, `Image`), and each property by the name of its
  /// ``ElementStyle`` value (`foregroundColor`, `opacity`, `padding`,
  /// `backgroundColor[highlighted]` for a button's per-state one), not the substitute's.
  ///
  /// - Parameter element: An element this resolver resolved.
  /// - Returns: The explanation of the element's values.
  /// - Complexity: O(*d*) for *d* ancestors.
  public func explanation(for element: ResolvedElement) -> StyleExplanation {
    var context = context
    context.traits = element.traits
    return sheet.explanation(for: adopt(element).record, in: context)
      .renamed(object: element.element.sheetDescription, properties: ElementStyle.name(of:))
  }

  private struct Key: Hashable {
    let parent: Int
    let element: Element
    let traits: Traits
  }

  private func resolveOwn(
    _ element: Element, below parent: ResolvedElement?, traits: Traits
  ) -> ResolvedElement {
    let key = Key(parent: parent?.number ?? 0, element: element, traits: traits)
    WorkCounter.record(1)
    if let cached = cache[key] { return cached }
    let record = element.makeRecord()
    record.setSuperviewAlone(parent?.record)
    var context = context
    context.traits = traits
    let (place, missing) = sheet.applyAlone(
      to: record, below: parent?.place ?? .root, in: context)
    let resolved = ResolvedElement(
      element, traits: traits, parent: parent, number: nextNumber, resolver: identity,
      styled: (record, place, missing))
    nextNumber += 1
    resolutionCount += 1
    if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
    cache[key] = resolved
    return resolved
  }

  /// The element as this resolver resolves it: itself if this resolver made it, else
  /// resolved again here with its ancestors, outermost first, without recursion.
  private func adopt(_ element: ResolvedElement) -> ResolvedElement {
    guard element.resolver !== identity else { return element }
    var chain: [ResolvedElement] = []
    var current: ResolvedElement? = element
    while let foreign = current, foreign.resolver !== identity {
      chain.append(foreign)
      current = foreign.parent
    }
    var adopted = current
    for foreign in chain.reversed() {
      adopted = resolveOwn(foreign.element, below: adopted, traits: foreign.traits)
    }
    return adopted ?? element
  }
}

/// What tells resolvers apart: an element holds its resolver's, so no other resolver can
/// have it while the element lives.
final class ResolverIdentity {}
