extension Style where Root == View {
  /// Returns this style as a style for a view subclass, to nest in the subclass's block.
  ///
  /// ```swift
  /// let rounded = Style<View> { Setter(\.cornerRadius, 8) }
  /// let badge = Style<Label> {
  ///   rounded.lifted()
  ///   Setter(\.textColor, .white)
  /// }
  /// ```
  ///
  /// The subclass is inferred from where the result goes, and each property is re-rooted
  /// on it, so the block's own setters override the nested ones. The lift is written
  /// rather than implied: a block with an implicit lift has two ways to read every
  /// statement, and a value of the wrong type was then blamed on the key path.
  ///
  /// - Parameter subclass: The view class to style; inferred from the context.
  /// - Returns: A style for `Derived` with the same setters, values and sites.
  public func lifted<Derived: View>(to subclass: Derived.Type = Derived.self) -> Style<Derived> {
    lifted(upcast: { (view: Derived) -> View in view })
  }
}

extension Style where Root == Button {
  /// Returns this style as a style for a button subclass, to nest in the subclass's block.
  ///
  /// ```swift
  /// final class FollowButton: Button {}
  /// let filled = Style<Button> { Setter.backgroundColor(.blue, for: .normal) }
  /// let follow = Style<FollowButton> {
  ///   filled.lifted()
  ///   Setter.title("Follow", for: .normal)
  /// }
  /// ```
  ///
  /// - Parameter subclass: The button class to style; inferred from the context.
  /// - Returns: A style for `Derived` with the same setters, values and sites.
  public func lifted<Derived: Button>(to subclass: Derived.Type = Derived.self) -> Style<Derived> {
    lifted(upcast: { (button: Derived) -> Button in button })
  }
}
