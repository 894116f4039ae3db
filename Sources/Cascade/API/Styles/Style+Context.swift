extension Style {
  /// Applies this style to a value, resolving tokens against a theme and trait-dependent
  /// values against traits.
  ///
  /// ```swift
  /// let gutters = Style<EdgeInsets> {
  ///   Setter(\.leading, .token(.spacing))
  ///   Setter(\.trailing, .token(.spacing))
  /// }
  /// var insets = EdgeInsets(all: 16)
  /// try gutters.apply(to: &insets, in: StyleContext(theme: .light))
  /// ```
  ///
  /// Every setter whose value resolves is written, in order, before the error is thrown: a
  /// missing token leaves only its own property as it was.
  ///
  /// - Parameters:
  ///   - root: The value to change.
  ///   - context: The theme and traits to resolve in.
  /// - Throws: ``UnresolvedTokensError`` listing each token that no theme in the chain set
  ///   and that has no default, with the setter that needed it.
  /// - Complexity: O(*n*), where *n* is ``count``.
  @inlinable
  public func apply(to root: inout Root, in context: StyleContext) throws(UnresolvedTokensError) {
    let missingTokens = withUnsafePointer(to: context) { context in
      var resolution = Resolution(context: context)
      write(into: &root, &resolution)
      return resolution.missingTokens
    }
    if !missingTokens.isEmpty {
      throw UnresolvedTokensError(missingTokens: missingTokens)
    }
  }
}

extension Style where Root: AnyObject {
  /// Applies this style to an object, resolving tokens against a theme and trait-dependent
  /// values against traits.
  ///
  /// ```swift
  /// let highlight = Token<Color>("highlight")  // no default, and the dark theme lacks it
  /// let marked = Style<Label> { Setter(\.textColor, .token(highlight)) }
  /// do {
  ///   try marked.apply(to: label, in: StyleContext(theme: .dark))
  /// } catch {
  ///   print(error)  // no value for token 'highlight' (Color) in theme Dark …
  /// }
  /// ```
  ///
  /// Re-applying the same style under a new theme or traits writes every property again,
  /// but a property whose resolved value did not change is written with an equal value, so
  /// a view that skips equal writes does no work for it.
  ///
  /// - Parameters:
  ///   - root: The object to change.
  ///   - context: The theme and traits to resolve in.
  /// - Throws: ``UnresolvedTokensError`` listing each token that no theme in the chain set
  ///   and that has no default; every other setter has been applied.
  /// - Complexity: O(*n*), where *n* is ``count``.
  @inlinable
  public func apply(to root: Root, in context: StyleContext) throws(UnresolvedTokensError) {
    var root = root
    try apply(to: &root, in: context)
  }
}
