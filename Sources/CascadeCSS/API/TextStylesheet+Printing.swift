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
  ///
  /// Consecutive token values and rules read in one block are printed in one block, so that
  /// the text grows with the sheet, not with its rules times their conditions.
  ///
  /// - Complexity: O(*n*·*d*) for a sheet of *n* bytes nested *d* deep, at most
  ///   ``TextLimits/maximumNestingDepth``: each level indents what it holds.
  public var cssText: String {
    var text =
      layers.isEmpty ? "" : "@layer \(layers.map(Self.layerName).joined(separator: ", "));\n\n"
    for group in Self.grouped(tokenValues, by: { (nil, $0.theme, $0.condition) }) {
      let declarations = group.map { "  --\($0.token): \($0.value);\n" }.joined()
      let first = group[0]
      text += Self.wrapped(
        ":root {\n\(declarations)}", layer: nil, condition: first.condition, theme: first.theme)
    }
    for group in Self.grouped(rules, by: { ($0.layer, nil, $0.condition) }) {
      let blocks = group.map { rule in
        let declarations = rule.declarations.map { "  \($0.property): \($0.value);\n" }.joined()
        return rule.selectors.joined(separator: ", ") + " {\n" + declarations + "}"
      }
      let first = group[0]
      text += Self.wrapped(
        blocks.joined(separator: "\n"), layer: first.layer, condition: first.condition,
        theme: nil)
    }
    return text
  }

  /// Runs of consecutive items read in the same layer, theme and `@media` block.
  private static func grouped<Item>(
    _ items: [Item], by place: (Item) -> (layer: String?, theme: String?, MediaCondition?)
  ) -> [[Item]] {
    var groups: [[Item]] = []
    var last: (layer: String?, theme: String?, block: Int)?
    for item in items {
      let (layer, theme, condition) = place(item)
      let key = (layer: layer, theme: theme, block: condition?.block ?? 0)
      // A condition that no block numbered (0) is never grouped: nothing says it is shared.
      if let last, key.block != 0 || condition == nil, last.layer == key.layer,
        last.theme == key.theme, last.block == key.block
      {
        groups[groups.count - 1].append(item)
      } else {
        groups.append([item])
      }
      last = key
    }
    return groups
  }

  private static func wrapped(
    _ block: String, layer: String?, condition: MediaCondition?, theme: String?
  ) -> String {
    var block = block
    for level in (condition?.nesting ?? []).reversed() {
      block = "@media \(level) {\n\(indented(block))\n}"
    }
    if let theme { block = "@theme \(CSSIdentifier.escaped(theme)) {\n\(indented(block))\n}" }
    if let layer { block = "@layer \(layerName(layer)) {\n\(indented(block))\n}" }
    return block + "\n\n"
  }

  /// A layer's qualified name as text: each of its dotted parts an identifier.
  private static func layerName(_ name: String) -> String {
    name.dotSeparatedNames.map(CSSIdentifier.escaped).joined(separator: ".")
  }

  private static func indented(_ block: String) -> String {
    block.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
