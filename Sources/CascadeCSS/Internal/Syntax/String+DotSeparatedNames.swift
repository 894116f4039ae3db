extension String {
  /// The names of a dotted path, such as a token's path or a layer's qualified name, split
  /// at every dot, empty names kept. By scalars, not characters: a `.` followed by a
  /// combining mark is one character, and still a dot.
  ///
  /// - Complexity: O(*n*) in the string's scalars.
  var dotSeparatedNames: [String] {
    unicodeScalars.split(separator: ".", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0))
    }
  }
}
