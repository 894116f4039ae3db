/// What a rule's entries are made from: its style, whatever its root.
protocol EntrySource: Sendable {
  /// The style's setters as cascade entries.
  func entries(location: SourceLocation) -> [CascadeEntry]
}

/// What makes a rule's style when the cascade first asks for the rule's entries.
package protocol StyleMaker: Sendable {
  /// The type the style is for.
  associatedtype Root: Stylable
  /// Makes the style: once per rule, or twice if two threads apply the rule first at once
  /// (both get the entries stored first).
  func makeStyle() -> Style<Root>
}

/// A style made when its entries are first asked for.
struct DeferredStyle<Maker: StyleMaker>: EntrySource {
  let maker: Maker

  func entries(location: SourceLocation) -> [CascadeEntry] {
    CascadeEntry.entries(of: maker.makeStyle(), location: location)
  }
}

extension Style: EntrySource where Root: Stylable {
  func entries(location: SourceLocation) -> [CascadeEntry] {
    CascadeEntry.entries(of: self, location: location)
  }
}
