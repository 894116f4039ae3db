extension Style: CustomStringConvertible {
  /// The style as a list: one line per setter with property, value and declaration site.
  ///
  /// ```swift
  /// let caption = Style<Label> {
  ///   Setter(\.font, .caption)
  ///   Setter(\.numberOfLines, 1)
  /// }
  /// print(caption)
  /// // Style<Label> (2 setters)
  /// //   font = caption (system 12.0) (App/Styles.swift:2)
  /// //   numberOfLines = 1 (App/Styles.swift:3)
  /// ```
  public var description: String {
    let noun = count == 1 ? "setter" : "setters"
    let header = "Style<\(Root.self)> (\(count) \(noun))"
    return ([header] + setters.map { "  \($0)" }).joined(separator: "\n")
  }
}
