extension Style {
  /// The values this style would overwrite in a root, as a style that writes them back.
  ///
  /// Capture before applying, and apply the capture to undo the style: the basis of
  /// restyling that puts back what no rule sets any more.
  ///
  /// ```swift
  /// let highlight = Style<Label> { Setter(\.textColor, .red) }
  /// let original = highlight.capturingCurrentValues(of: label)
  /// highlight.apply(to: label)
  /// original.apply(to: label)  // the label is as it was
  /// ```
  ///
  /// Key-path setters, token and trait-dependent setters, and custom setters made with a
  /// `read` closure are captured, and so is a custom setter without one whose identity is
  /// a writable key path to a property of its value's type. Other custom setters, and an
  /// adaptive style's block, are left out, and their properties stay as the style sets
  /// them. A key-path setter reads its property as directly as it writes it; restoring goes
  /// through key paths found at run time, slower than applying a style.
  ///
  /// - Parameter root: The value to read; it is not changed.
  /// - Returns: A style with one setter per captured identity, in this style's order.
  /// - Complexity: O(*n*), where *n* is ``count``.
  public func capturingCurrentValues(of root: Root) -> Style<Root> {
    Style(
      unique: setters.compactMap { setter in
        setter.restoration.map { restoration in
          let value = restoration.read(root)
          return AnySetter(
            identity: setter.identity, value: value, location: setter.location,
            restoration: restoration
          ) { root, _ in
            if let root { restoration.write(&root.pointee, value) }
            return nil
          }
        }
      })
  }
}
