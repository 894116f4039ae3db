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

extension StyleBuilder where Root: Button {
  /// Lifts a style or setter for `Button`, such as `Setter.title(_:for:)`, into a block for
  /// a button subclass.
  ///
  /// ```swift
  /// final class FollowButton: Button {}
  /// let follow = Style<FollowButton> {
  ///   Setter.title("Follow", for: .normal)
  /// }
  /// ```
  ///
  /// Disfavoured, so that in a block for `Button` itself the general overload is chosen.
  @_disfavoredOverload
  public static func buildExpression(_ content: some StyleConvertible<Button>) -> Component {
    content.style.lifted(upcast: { (root: Root) -> Button in root }).setters
  }
}
