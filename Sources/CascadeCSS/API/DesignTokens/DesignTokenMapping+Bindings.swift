package import Cascade

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

  /// Maps a token to a path that nothing maps yet, without looking for an earlier mapping of
  /// it: ``map(_:to:)`` looks, which for each token of a whole file is quadratic.
  ///
  /// For a tool that maps every token of a file, each path once, as `cascade tokens` does; a
  /// path mapped twice this way is set twice, the later value winning.
  ///
  /// - Parameters:
  ///   - token: The Swift token that the file's token gives a value.
  ///   - path: The file's token, by path, which the mapping does not map.
  /// - Complexity: O(1), amortized.
  package mutating func mapUnmapped<Value: DesignTokenRepresentable>(
    _ token: Token<Value>, to path: String
  ) {
    entries.append(DesignTokenEntry(path: path, token: token))
  }
}
