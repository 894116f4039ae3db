extension CSSStylesheet {
  /// The sheet as text that loads back to an equal sheet: layers declared first, then
  /// each token value and each rule, in order, inside the `@layer`, `@theme` and `@media`
  /// blocks it was read in. A nested rule is printed inside its parents' selectors, and
  /// declarations after a nested rule as a rule of their own.
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
    var text = layerStatements
    let conditional = conditionalLayers
    for group in Self.grouped(tokenDeclarations, by: { ($0.layer, $0.theme, $0.condition) }) {
      let declarations = group.map { "  \(CSSIdentifier.customProperty($0.token)): \($0.value);\n" }
        .joined()
      let first = group[0]
      text += Self.wrapped(
        ":root {\n\(declarations)}", layer: first.layer, condition: first.condition,
        theme: first.theme,
        placement: first.layer.map(conditional.contains) == true
          ? first.placement : nil)
    }
    for group in Self.grouped(rules, by: { ($0.layer, nil, $0.condition) }) {
      let blocks = group.map(Self.ruleBlock)
      let first = group[0]
      text += Self.wrapped(
        blocks.joined(separator: "\n"), layer: first.layer, condition: first.condition,
        theme: nil,
        placement: first.layer.map(conditional.contains) == true ? first.placement : nil)
    }
    return text
  }

  /// A rule as text: a nested rule inside its parents' selectors, so that `&` keeps the
  /// specificity of `:is()` of the parent's selectors, which no flat selector has.
  private static func ruleBlock(_ rule: CSSRule) -> String {
    let declarations = rule.declarations.map { "  \($0.property): \($0.value);\n" }.joined()
    guard let own = rule.nesting.last else {
      return rule.selectors.joined(separator: ", ") + " {\n" + declarations + "}"
    }
    var block = own.joined(separator: ", ") + " {\n" + declarations + "}"
    for list in rule.nesting.dropLast().reversed() {
      block = list.joined(separator: ", ") + " {\n" + indented(block) + "\n}"
    }
    return block
  }

  /// The layers declared at the top, in the order they were declared: in one statement, or,
  /// where some are first declared inside `@media`, each declaration under its condition.
  private var layerStatements: String {
    guard !layerDeclarations.isEmpty else {
      return layers.isEmpty
        ? "" : "@layer \(layers.map(Self.layerName).joined(separator: ", "));\n\n"
    }
    var text = ""
    var run: [String] = []
    for declaration in layerDeclarations {
      guard let condition = declaration.condition else {
        run.append(Self.layerName(declaration.layer))
        continue
      }
      if !run.isEmpty { text += "@layer \(run.joined(separator: ", "));\n\n" }
      run = []
      text += Self.wrapped(
        "@layer \(Self.layerName(declaration.layer));", layer: nil, condition: condition,
        theme: nil, placement: nil)
    }
    if !run.isEmpty { text += "@layer \(run.joined(separator: ", "));\n\n" }
    return text
  }

  /// The layers declared only under conditions: their rules and values are printed inside
  /// the condition their layer was opened under, which declares them nowhere else.
  private var conditionalLayers: Set<String> {
    guard !layerDeclarations.isEmpty else { return [] }
    let unconditional = Set(layerDeclarations.filter { $0.condition == nil }.map(\.layer))
    return Set(layerDeclarations.map(\.layer)).subtracting(unconditional)
  }

  /// Runs of consecutive items read in the same layer, theme and `@media` block.
  private static func grouped<Item>(
    _ items: [Item], by place: (Item) -> (layer: String?, theme: String?, CSSMediaCondition?)
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

  /// A block inside the `@media`, `@theme` and `@layer` blocks it was read in: the layer
  /// outermost, or, with a placement, inside the condition the layer was opened under.
  private static func wrapped(
    _ block: String, layer: String?, condition: CSSMediaCondition?, theme: String?,
    placement: LayerPlacement?
  ) -> String {
    var block = block
    let inner = placement.map { $0.inner } ?? condition
    for level in (inner?.nesting ?? []).reversed() {
      block = "@media \(level) {\n\(indented(block))\n}"
    }
    if let theme { block = "@theme \(CSSIdentifier.escaped(theme)) {\n\(indented(block))\n}" }
    if let layer { block = "@layer \(layerName(layer)) {\n\(indented(block))\n}" }
    for level in (placement?.outer?.nesting ?? []).reversed() {
      block = "@media \(level) {\n\(indented(block))\n}"
    }
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
