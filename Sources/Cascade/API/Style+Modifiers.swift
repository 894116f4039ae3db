extension Style {
  /// The modifier form: every writable property of the root is a method on a style.
  ///
  /// ```swift
  /// let compact = Style<Label>().numberOfLines(1).isHidden(false)
  /// ```
  ///
  /// Each call returns a new style with one more setter, with the same identity as
  /// `Setter(\.numberOfLines, 1)` in a block, so the two forms mix and override each other.
  ///
  /// - Parameter keyPath: The property, named as a member of the style.
  /// - Returns: A modifier to call with the property's value.
  @inlinable
  public subscript<Value>(
    dynamicMember keyPath: any WritableKeyPath<Root, Value> & Sendable
  ) -> StyleModifier<Root, Value> {
    StyleModifier(style: self, keyPath: keyPath)
  }
}

/// A pending modifier: a style and a property, waiting for the value.
///
/// You get one from a style's dynamic member (`style.numberOfLines`) and call it at once:
///
/// ```swift
/// let twoLines = Style<Label>().numberOfLines(2)
/// ```
public struct StyleModifier<Root, Value: Sendable>: Sendable {
  @usableFromInline
  let style: Style<Root>

  @usableFromInline
  let keyPath: any WritableKeyPath<Root, Value> & Sendable

  @usableFromInline
  init(style: Style<Root>, keyPath: any WritableKeyPath<Root, Value> & Sendable) {
    self.style = style
    self.keyPath = keyPath
  }

  /// Returns the style with this property set to `value`.
  ///
  /// ```swift
  /// let hidden = Style<Label>().isHidden(true)
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; the original is unchanged.
  @inlinable
  public func callAsFunction(
    _ value: Value, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    style.setting(Setter(keyPath, value, fileID: fileID, line: line))
  }
}
