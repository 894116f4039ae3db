extension DesignTokenMapping {
  /// Each mapped path with the Swift token it gives a value: the token's name and its value
  /// type's name (`Color`, `Double`), in the order mapped.
  ///
  /// For tools that write source against a mapping, such as `cascade tokens`, which writes
  /// the standard tokens' values as `Token<Color>("primaryText")`. No example is compiled
  /// here: the doc-comment check compiles examples outside the package, which cannot see it.
  ///
  /// - Complexity: O(*m*) for *m* mapped tokens.
  package var bindings: [(path: String, tokenName: String, valueTypeName: String)] {
    entries.map { (path: $0.path, tokenName: $0.swiftName, valueTypeName: $0.valueTypeName) }
  }
}
