extension Style: CustomStringConvertible {
  /// The style as a list: one line per setter with property, value and declaration site.
  ///
  /// ```swift
  /// print(caption)
  /// // Style<Label> (2 setters)
  /// //   font = system 12.0 (App/Styles.swift:4)
  /// //   numberOfLines = 1 (App/Styles.swift:5)
  /// ```
  public var description: String {
    let noun = count == 1 ? "setter" : "setters"
    let header = "Style<\(Root.self)> (\(count) \(noun))"
    return ([header] + setters.map { "  \($0)" }).joined(separator: "\n")
  }
}
