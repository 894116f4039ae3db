public import CascadeViews

/// One element as a stylesheet resolved it: the values its rules give it, and its place,
/// which the elements inside it are resolved below.
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load(".card Text.name { color: red; }", named: "a.css")
/// let resolver = ElementResolver(sheet: sheet.stylesheet)
/// let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
/// let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
/// print(name.style.foregroundColor)  // red
/// ```
///
/// Immutable once made; not `Sendable`: keep it on the actor of its resolver.
public final class ResolvedElement {
  /// The element.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// let title = resolver.resolve(Element(.text, classes: ["title"]), below: nil)
  /// title.element.classes  // ["title"]
  /// ```
  public let element: Element

  /// The traits it was resolved in.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// var dark = Traits()
  /// dark.colorScheme = .dark
  /// let title = resolver.resolve(Element(.text), below: nil, traits: dark)
  /// title.traits.colorScheme == .dark  // true
  /// ```
  public let traits: Traits

  /// The values the sheet gives it.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text { font: body; }", named: "a.css")
  /// let text = ElementResolver(sheet: sheet.stylesheet).resolve(Element(.text), below: nil)
  /// text.style.font == .body  // true
  /// ```
  public let style: ElementStyle

  /// Each token that had no value in the resolver's theme; ``/Cascade/StyleDiagnostics``
  /// received them when the element was resolved.
  ///
  /// ```swift
  /// var vocabulary = StyleVocabulary.standard
  /// vocabulary.register(token: Token<Color>("brand"))  // no default, in no theme
  /// let sheet = vocabulary.load("Text { color: var(--brand); }", named: "a.css")
  /// let text = ElementResolver(sheet: sheet.stylesheet).resolve(Element(.text), below: nil)
  /// text.missingTokens.map(\.name)  // ["brand"]; the text keeps its own color
  /// ```
  public let missingTokens: [MissingToken]

  /// The element it is inside, if any. Released one element at a time, however long the
  /// chain, by `deinit`.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
  /// let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
  /// name.parent === card  // true
  /// ```
  public private(set) var parent: ResolvedElement?

  /// A number no other element of its resolver has; its children's cache keys hold it.
  let number: Int
  /// The resolver that made it.
  let resolver: ResolverIdentity
  /// What it passes to its children's selectors.
  let place: StyledPlace
  /// The substitute the sheet styled for it, for explanations.
  let record: View

  init(
    _ element: Element, traits: Traits, parent: ResolvedElement?, number: Int,
    resolver: ResolverIdentity, styled: (record: View, place: StyledPlace, missing: [MissingToken])
  ) {
    self.element = element
    self.traits = traits
    self.parent = parent
    self.number = number
    self.resolver = resolver
    record = styled.record
    place = styled.place
    missingTokens = styled.missing
    // A property whose token had no value kept the record's default, which is UIKit's, not
    // the platform's: it is left unset, so that the view keeps its own.
    let unset = Set(styled.missing.map { String($0.property.prefix { $0 != "." && $0 != "[" }) })
    style = ElementStyle(reading: styled.record, state: element.state, unset: unset)
  }

  // Releasing an element releases its parent, and that one its own, a stack frame per
  // level: a deep enough chain would overflow. Unlinking each parent that nothing else
  // holds before letting it go releases the chain one element at a time instead.
  deinit {
    var next = parent.take()
    while var current = next {
      next = nil
      guard isKnownUniquelyReferenced(&current) else { break }
      next = current.parent.take()
    }
  }

  /// The element's ancestors' and its own descriptions, outermost first:
  /// `StackView.card > Label.name`.
  ///
  /// ```swift
  /// let resolver = ElementResolver(sheet: Stylesheet("App", rules: []))
  /// let card = resolver.resolve(Element(.stack, classes: ["card"]), below: nil)
  /// let name = resolver.resolve(Element(.text, classes: ["name"]), below: card)
  /// name.path  // "StackView.card > Label.name"
  /// ```
  ///
  /// - Complexity: O(*d*) for *d* ancestors.
  public var path: String {
    var parts: [String] = []
    var current: ResolvedElement? = self
    while let element = current {
      parts.append(element.element.description)
      current = element.parent
    }
    return parts.reversed().joined(separator: " > ")
  }
}
