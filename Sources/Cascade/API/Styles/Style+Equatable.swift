extension Style: Equatable {
  /// Whether two styles set the same identities, in the same order, to equal values.
  ///
  /// Declaration sites are not compared, so a modifier and the equivalent block setter give
  /// equal styles. Values are compared with `==` where their type is `Equatable`; a style
  /// holding any other value (a closure, say) equals only itself and its copies.
  ///
  /// ```swift
  /// Style<Label>().numberOfLines(2) == Style<Label> { Setter(\.numberOfLines, 2) }  // true
  /// ```
  public static func == (lhs: Style<Root>, rhs: Style<Root>) -> Bool {
    // Copies of one style share their setters: equal, even where a value equals nothing.
    if lhs.setters.withUnsafeBufferPointer({ $0.baseAddress })
      == rhs.setters.withUnsafeBufferPointer({ $0.baseAddress })
    {
      return true
    }
    return lhs.setters.count == rhs.setters.count
      && zip(lhs.setters, rhs.setters).allSatisfy { $0.hasSameEffect(as: $1) }
  }
}
