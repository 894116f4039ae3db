extension Style {
  /// Composes styles into one: applying the result gives exactly what applying each style
  /// in turn gives, but writes each property once.
  ///
  /// A later style overrides an earlier one for the same property, as a later rule does in
  /// CSS:
  ///
  /// ```swift
  /// let emphasis = Style<Label> { Setter(\.font, .headline) }
  /// let compact = Style<Label> { Setter(\.numberOfLines, 1) }
  /// let headline = Style.compose(caption, emphasis, compact)
  /// headline.apply(to: label)
  /// ```
  ///
  /// - Parameter styles: The styles, earliest first.
  /// - Returns: One style holding the winning setter for each identity.
  /// - Complexity: O(*n*) expected, where *n* is the total number of setters.
  public static func compose(_ styles: Style<Root>...) -> Style<Root> {
    compose(styles)
  }

  /// Composes an array of styles into one; see ``compose(_:)-(Style<Root>...)``.
  ///
  /// ```swift
  /// let layers = [caption, Style<Label> { Setter(\.textColor, .gray) }]
  /// let merged = Style.compose(layers)
  /// ```
  ///
  /// - Parameter styles: The styles, earliest first.
  /// - Returns: One style holding the winning setter for each identity.
  /// - Complexity: O(*n*) expected, where *n* is the total number of setters.
  public static func compose(_ styles: [Style<Root>]) -> Style<Root> {
    switch styles.count {
    case 0: return Style()
    case 1: return styles[0]
    default: return Style(overriding: styles.flatMap { $0.setters })
    }
  }

  /// Creates a style that inherits every setter of `base` and overrides some of them.
  ///
  /// ```swift
  /// let title = Style<Label>(extending: caption) {
  ///   Setter(\.font, .system(size: 17, weight: .semibold))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - base: The style to inherit from.
  ///   - content: A ``StyleBuilder`` block whose setters override those of `base`.
  public init(extending base: Style<Root>, @StyleBuilder<Root> _ content: () -> Style<Root>) {
    self = .compose(base, content())
  }

  /// Returns this style with one more setter, which overrides any setter of the same
  /// identity.
  ///
  /// ```swift
  /// let hidden = caption.setting(Setter(\.isHidden, true))
  /// ```
  ///
  /// - Parameter setter: The setter to add.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func setting<Value>(_ setter: Setter<Root, Value>) -> Style<Root> {
    adding(AnySetter(setter))
  }

  /// This style with `added` last, in place of any setter of the same identity.
  ///
  /// Consuming, so that a chain of modifiers, each taking the style the one before made,
  /// appends to one buffer instead of copying the style at every step.
  @inlinable
  consuming func adding(_ added: AnySetter<Root>) -> Style<Root> {
    var setters = self.setters
    _ = consume self
    // A style holds one setter per identity, so at most one gives way.
    // Identities are worked out only for setters of the added one's class.
    let comparisonClass = added.comparisonClass
    if setters.contains(where: { $0.comparisonClass == comparisonClass }) {
      let identity = added.identity
      if let index = setters.firstIndex(where: {
        $0.comparisonClass == comparisonClass && $0.identity == identity
      }) {
        setters.remove(at: index)
      }
    }
    setters.append(added)
    return Style(unique: setters)
  }

  /// A style of the given setters, where a later setter overrides an earlier one of the
  /// same identity, as a builder block's do.
  package init(setters: [AnySetter<Root>]) {
    self.init(overriding: setters)
  }
}
