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
  /// A property named like a member of `Style` itself (`count`, `isEmpty`, `setters`,
  /// `identities`, `description`, `style`) is shadowed by that member; set it with a
  /// ``Setter`` in a block instead.
  ///
  /// - Parameter keyPath: The property, named as a member of the style.
  /// - Returns: A modifier to call with the property's value.
  @inlinable @_disfavoredOverload
  public subscript<Value>(
    dynamicMember keyPath: WritableKeyPath<Root, Value>
  ) -> StyleModifier<Root, Value> {
    // Captured by one closure, not stored, so the optimizer can still fold the write (see
    // `Setter.init(_:_:fileID:line:)`).
    nonisolated(unsafe) let keyPath = keyPath
    return StyleModifier(style: self) { value, fileID, line in
      Setter(keyPath, value, fileID: fileID, line: line)
    }
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
  let makeSetter: @Sendable (Value, String, Int) -> Setter<Root, Value>

  @inlinable
  init(
    style: Style<Root>, makeSetter: @escaping @Sendable (Value, String, Int) -> Setter<Root, Value>
  ) {
    self.style = style
    self.makeSetter = makeSetter
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
  public consuming func callAsFunction(
    _ value: Value, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    style.setting(makeSetter(value, fileID, line))
  }
}
