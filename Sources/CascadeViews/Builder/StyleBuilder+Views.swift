extension StyleBuilder where Root: View {
  /// Lifts a style or setter for `View` into a block for any view subclass, re-rooting its
  /// properties so that the block's own setters override them.
  ///
  /// ```swift
  /// let rounded = Style<View> { Setter(\.cornerRadius, 8) }
  /// let badge = Style<Label> {
  ///   rounded
  ///   Setter(\.textColor, .white)
  /// }
  /// ```
  ///
  /// Disfavoured, so that in a block for `View` itself the general overload is chosen.
  @_disfavoredOverload
  public static func buildExpression(_ content: some StyleConvertible<View>) -> Component {
    content.style.lifted(upcast: { (root: Root) -> View in root }).setters
  }
}
