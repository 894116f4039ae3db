/// An immutable set of property writes for a root type, applied to any number of roots.
///
/// Build a style with a ``StyleBuilder`` block, then apply it:
///
/// ```swift
/// let caption = Style<Label> {
///   Setter(\.font, .system(size: 12))
///   Setter(\.numberOfLines, 1)
/// }
/// caption.apply(to: label)  // or label.style(caption)
/// ```
///
/// A style holds at most one setter for each ``SetterIdentity``: when a block sets the same
/// property twice, the later setter wins and takes the later place, as in CSS. Styles are
/// `Sendable`, so a style built in one task can be applied in another, and copying one
/// shares its storage rather than copying its setters.
public struct Style<Root>: Sendable {
  /// The setters of this style, in the order they are applied; one per identity.
  ///
  /// ```swift
  /// for setter in caption.setters { print(setter) }
  /// ```
  public let setters: [AnySetter<Root>]

  /// Creates a style from setters already free of duplicate identities.
  @usableFromInline
  init(unique setters: [AnySetter<Root>]) {
    self.setters = setters
  }

  /// Creates a style from setters in application order; a later setter for an identity
  /// replaces an earlier one.
  @inlinable
  init(overriding setters: [AnySetter<Root>]) {
    self.init(unique: Overrides.resolve(setters))
  }

  /// Creates an empty style, the start of a chain of modifiers.
  ///
  /// ```swift
  /// let compact = Style<Label>().numberOfLines(1).isHidden(false)
  /// ```
  @inlinable
  public init() {
    self.init(unique: [])
  }

  /// Creates a style from a block of setters and styles.
  ///
  /// ```swift
  /// let isCompact = true
  /// let title = Style<Label> {
  ///   Setter(\.text, "Title")
  ///   if isCompact { Setter(\.numberOfLines, 1) }
  /// }
  /// ```
  ///
  /// - Parameter content: A ``StyleBuilder`` block.
  @inlinable
  public init(@StyleBuilder<Root> _ content: () -> Style<Root>) {
    self = content()
  }

  /// Writes every setter of this style into a value, in order.
  ///
  /// ```swift
  /// var insets = EdgeInsets()
  /// Style<EdgeInsets> { Setter(\.top, 8) }.apply(to: &insets)
  /// ```
  ///
  /// Token and trait-dependent values resolve in ``StyleContext/standard``: tokens take their
  /// defaults. A token without one leaves its property as it was and is reported to
  /// ``StyleDiagnostics``; to resolve against a theme, or to handle missing tokens as errors,
  /// use ``apply(to:in:)-2cu1m``.
  ///
  /// - Parameter root: The value to change.
  /// - Complexity: O(*n*), where *n* is ``count``.
  @inlinable
  public func apply(to root: inout Root) {
    var resolution = Resolution(context: nil)
    write(into: &root, &resolution)
    if !resolution.missingTokens.isEmpty { StyleDiagnostics.report(resolution.missingTokens) }
  }

  /// Runs every write closure on a root, in order, resolving values through `resolution`.
  @inlinable
  func write(into root: inout Root, _ resolution: inout Resolution) {
    withUnsafeMutablePointer(to: &resolution) { resolution in
      withUnsafeMutablePointer(to: &root) { root in
        // Through the buffer, so that each write borrows its setter's closure rather than
        // copying (and retaining) the whole setter.
        setters.withUnsafeBufferPointer { setters in
          for index in setters.indices {
            _ = setters[index].access(root, resolution)
          }
        }
      }
    }
  }
}

extension Style where Root: AnyObject {
  /// Writes every setter of this style into an object, in order.
  ///
  /// ```swift
  /// caption.apply(to: label)
  /// ```
  ///
  /// Token and trait-dependent values resolve in ``StyleContext/standard``: tokens take their
  /// defaults. A token without one leaves its property as it was and is reported to
  /// ``StyleDiagnostics``; to resolve against a theme, or to handle missing tokens as errors,
  /// use ``apply(to:in:)-96zr8``.
  ///
  /// - Parameter root: The object to change.
  /// - Complexity: O(*n*), where *n* is ``count``.
  @inlinable
  public func apply(to root: Root) {
    var root = root
    apply(to: &root)
  }
}
