/// A selector paired with a style: one rule of a ``Stylesheet``.
///
/// ```swift
/// let sheet = Stylesheet {
///   Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) }
///   Rule(Label.self, classes: ["caption"]) { Setter(\.font, .caption) }
///   Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
/// }
/// ```
public struct Rule: Sendable, CustomStringConvertible {
  /// What the rule matches.
  public var selector: StyleSelector { storage.selector }
  /// Where the rule was declared.
  public var location: SourceLocation { storage.location }
  /// The rule's setters, as the cascade handles them.
  var entries: [CascadeEntry] { storage.entries }
  /// One reference, so that the cascade copies rules cheaply.
  let storage: Storage

  /// The rule's parts. Its entries are made from its style the first time the cascade
  /// asks, not when the rule is built: making them names every property, many times the
  /// cost of building the style, and a rule built where views are configured may never
  /// match. Once they are made the style is let go: the entries keep what they need of it.
  final class Storage: Sendable {
    let selector: StyleSelector
    let location: SourceLocation
    private let parts: Lock<Parts>

    /// What the rule holds: its style until its entries are made, then its entries.
    private enum Parts {
      case style(any EntrySource)
      case entries([CascadeEntry])
    }

    init(
      selector: StyleSelector, location: SourceLocation,
      style: any EntrySource
    ) {
      self.selector = selector
      self.location = location
      self.parts = Lock(.style(style))
    }

    /// The entries, made once; two threads asking first at once may both make them, and
    /// both get the ones stored first. They are made outside the lock: making them runs the
    /// app's style code, which may use this rule.
    var entries: [CascadeEntry] {
      let style: any EntrySource
      switch parts.withLock({ $0 }) {
      case .entries(let entries): return entries
      case .style(let source): style = source
      }
      let entries = style.entries(location: location)
      return parts.withLock { parts in
        if case .entries(let stored) = parts { return stored }
        parts = .entries(entries)
        return entries
      }
    }
  }

  /// Creates a rule for a type, and every subclass, with a style for that type.
  ///
  /// ```swift
  /// Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type the rule styles, with its subclasses.
  ///   - classes: Style classes the object must all have.
  ///   - state: States the object must all be in.
  ///   - condition: A condition on the traits.
  ///   - ancestor: A selector some ancestor must match.
  ///   - parent: A selector the direct parent must match. Given both, the parent must
  ///     match `parent` and some ancestor `ancestor`.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  ///   - content: The rule's style.
  public init<Root: Stylable>(
    _ type: Root.Type, classes: Set<String> = [], state: StyleState = [],
    when condition: TraitCondition? = nil, inside ancestor: StyleSelector? = nil,
    childOf parent: StyleSelector? = nil, fileID: String = #fileID, line: Int = #line,
    @StyleBuilder<Root> _ content: () -> Style<Root>
  ) {
    self.init(
      StyleSelector(
        type, classes: classes, state: state, when: condition, inside: ancestor,
        childOf: parent),
      style: content(), fileID: fileID, line: line)
  }

  /// Creates a rule from a selector and a style for the selector's type.
  ///
  /// ```swift
  /// let title = Style<Label> { Setter(\.font, .headline) }
  /// Rule(StyleSelector(Label.self, classes: ["title"]), style: title)
  /// ```
  ///
  /// - Parameters:
  ///   - selector: What the rule matches; objects that are not `Root`s are left alone.
  ///   - style: The rule's style.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  public init<Root: Stylable>(
    _ selector: StyleSelector, style: Style<Root>, fileID: String = #fileID, line: Int = #line
  ) {
    self.init(selector, style: style, location: SourceLocation(fileID: fileID, line: line))
  }

  /// A rule declared at a given place: a text stylesheet's rule is at its selector's line
  /// and column.
  package init<Root: Stylable>(
    _ selector: StyleSelector, style: Style<Root>, location: SourceLocation
  ) {
    self.storage = Storage(
      selector: selector, location: location,
      style: style)
  }

  /// A rule whose style `maker` makes the first time the cascade asks for the rule's
  /// entries, once: a text stylesheet keeps its declarations as read and checked until
  /// then, so that a rule never applied builds no setters and holds none.
  package init(_ selector: StyleSelector, location: SourceLocation, deferred maker: some StyleMaker)
  {
    self.storage = Storage(
      selector: selector, location: location, style: DeferredStyle(maker: maker))
  }

  /// The rule as `selector (File.swift:line)`.
  public var description: String { "\(selector) (\(location))" }
}
