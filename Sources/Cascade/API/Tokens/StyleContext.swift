/// What a style is applied in: the theme that gives tokens their values and the traits
/// that trait-dependent values and adaptive styles read.
///
/// ```swift
/// var traits = Traits()
/// traits.colorScheme = .dark
/// let context = StyleContext(theme: .dark, traits: traits)
/// try caption.apply(to: label, in: context)
/// ```
public struct StyleContext: Sendable {
  /// The theme tokens are resolved against.
  public var theme: Theme
  /// The traits of the environment.
  public var traits: Traits
  /// The parent of the object a stylesheet is styling, while it resolves a value that the
  /// parent gives (see ``StyleValue/inherited(keyword:reading:)``); `nil` otherwise.
  package var parent: StyleParent?

  /// Creates a context.
  ///
  /// ```swift
  /// let light = StyleContext(theme: .light)
  /// ```
  ///
  /// - Parameters:
  ///   - theme: The theme tokens are resolved against; by default one that sets nothing,
  ///     so tokens take their defaults.
  ///   - traits: The traits of the environment; by default every trait at its default.
  public init(theme: Theme = Theme(name: "Defaults"), traits: Traits = Traits()) {
    self.theme = theme
    self.traits = traits
  }

  /// The context of ``Style/apply(to:)-4hntx``, which has none: a theme that sets no tokens,
  /// so tokens take their defaults, and every trait at its default.
  ///
  /// ```swift
  /// StyleContext.standard.theme.name  // "Defaults"
  /// ```
  public static let standard = StyleContext()
}

/// The parent of an object being styled, which a value inherited from it reads: held only
/// while the stylesheet writes that value into the child, on the caller's thread.
package struct StyleParent: @unchecked Sendable {
  /// The parent.
  package let object: AnyObject

  init(_ object: AnyObject) {
    self.object = object
  }
}
