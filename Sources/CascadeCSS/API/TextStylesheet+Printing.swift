extension TextStylesheet {
  /// The sheet as text that loads back to an equal sheet: layers declared first, then
  /// each token value and each rule, in order, inside the `@layer`, `@theme` and `@media`
  /// blocks it was read in.
  ///
  /// ```swift
  /// let loaded = StyleVocabulary.standard.load("Label{color:red}", named: "a.css")
  /// print(loaded.cssText)
  /// // Label {
  /// //   color: #ff3b30;
  /// // }
  /// ```
  public var cssText: String {
    var text = layers.isEmpty ? "" : "@layer \(layers.joined(separator: ", "));\n\n"
    for value in tokenValues {
      let declaration = "--\(value.token): \(value.value);"
      text += Self.wrapped(
        ":root {\n  \(declaration)\n}", layer: nil, condition: value.condition,
        theme: value.theme)
    }
    for rule in rules {
      let declarations = rule.declarations.map { "  \($0.property): \($0.value);\n" }.joined()
      text += Self.wrapped(
        rule.selectors.joined(separator: ", ") + " {\n" + declarations + "}",
        layer: rule.layer, condition: rule.condition, theme: nil)
    }
    return text
  }

  private static func wrapped(
    _ block: String, layer: String?, condition: MediaCondition?, theme: String?
  ) -> String {
    var block = block
    for level in (condition?.nesting ?? []).reversed() {
      block = "@media \(level) {\n\(indented(block))\n}"
    }
    if let theme { block = "@theme \(theme) {\n\(indented(block))\n}" }
    if let layer { block = "@layer \(layer) {\n\(indented(block))\n}" }
    return block + "\n\n"
  }

  private static func indented(_ block: String) -> String {
    block.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
