extension Font: CustomStringConvertible {
  /// The family, size, weight (unless regular) and `italic`, led by the text style if any.
  ///
  /// ```swift
  /// Font.system(size: 17, weight: .semibold).description        // "system 17.0 semibold"
  /// Font.body.description                                        // "body (system 17.0)"
  /// Font.custom("Avenir Next", size: 14).italic().description    // "\"Avenir Next\" 14.0 italic"
  /// ```
  public var description: String {
    var parts = [family.description, size.description]
    if weight != .regular { parts.append(weight.description) }
    if isItalic { parts.append("italic") }
    let face = parts.joined(separator: " ")
    guard let textStyle else { return face }
    return "\(textStyle) (\(face))"
  }
}
