// Named modifiers for image views. Each writes its property directly, with the identity of the
// property's key path, so it mixes, overrides and compares equal with `Setter(\.keyPath, …)`.

extension Style where Root: ImageView {
  /// Sets the name of the image shown.
  ///
  /// ```swift
  /// let avatar = Style<ImageView>().imageName("ada")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The value to set.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  /// - Returns: A new style; this one is unchanged.
  @inlinable
  public consuming func imageName(
    _ name: String?, fileID: String = #fileID, line: Int = #line
  ) -> Style<Root> {
    setting(
      .keyPath(\ImageView.imageName, on: Root.self, \Root.imageName), to: name, fileID: fileID,
      line: line,
      read: { $0.imageName }
    ) { $0.imageName = $1 }
  }
}
