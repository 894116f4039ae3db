internal import Cascade

extension Loader {
  mutating func loadLayer(
    _ rule: AtRule, prelude: Range<Int>, in scope: Scope
  ) -> ([SheetItem], Scope)? {
    guard let names = layerNames(in: prelude) else { return nil }
    let qualified = names.map { name in
      scope.layer.map { "\($0).\(name)" } ?? name
    }
    guard isShallow(qualified, at: rule.nameToken) else { return nil }
    guard let items = rule.items else {
      guard scope.parent == nil else {
        // As in CSS: only a `@layer` block may be nested in a style rule.
        reportAt(rule.nameToken, .syntax, "a `@layer` statement cannot be nested in a style rule")
        return nil
      }
      guard !qualified.isEmpty else {
        reportAt(rule.nameToken, .syntax, "expected a layer's name after `@layer`")
        return nil
      }
      for name in qualified { declareLayer(name, condition: scope.condition) }
      return nil
    }
    guard qualified.count <= 1 else {
      reportAt(rule.nameToken, .syntax, "a `@layer` block takes one name")
      return nil
    }
    let layer =
      qualified.first
      ?? {
        layerState.anonymousLayers += 1
        let anonymous = "anonymous-\(layerState.anonymousLayers)"
        return scope.layer.map { "\($0).\(anonymous)" } ?? anonymous
      }()
    // An anonymous layer nests too: a printed sheet names it, with its dots.
    guard isShallow([layer], at: rule.nameToken) else { return nil }
    declareLayer(layer, condition: scope.condition)
    var inner = scope
    inner.layer = layer
    inner.placement = LayerPlacement(outer: scope.condition)
    return (items, inner)
  }

  /// Declares a layer, after the layers it is nested in: declaring `base.buttons` declares
  /// `base` first, as in CSS. A declaration under a `@media` condition places the layer only
  /// where the condition holds; one of a layer already declared under no condition, or
  /// already in the same `@media` block, changes nothing and is not kept.
  ///
  /// - Complexity: O(*d*·*n*) for a name of *n* bytes nested *d* deep, at most
  ///   ``TextLimits/maximumNestingDepth``.
  mutating func declareLayer(_ name: String, condition: CSSMediaCondition?) {
    // By scalars, not characters: a `.` followed by a combining mark is one character.
    let scalars = name.unicodeScalars
    let number = conditionNumber(of: condition)
    var end = scalars.startIndex
    while end < scalars.endIndex {
      end = scalars[scalars.index(after: end)...].firstIndex(of: ".") ?? scalars.endIndex
      let prefix = String(Substring(scalars[..<end]))
      steps += prefix.utf8.count
      if layerState.declaredLayers.insert(prefix).inserted { layerState.layers.append(prefix) }
      guard !layerState.unconditionalLayers.contains(prefix),
        layerState.layerDeclarationKeys.insert(
          LayerDeclarationKey(layer: prefix, condition: number)
        )
        .inserted
      else { continue }
      if condition == nil { layerState.unconditionalLayers.insert(prefix) }
      layerState.layerDeclarations.append(LayerDeclaration(layer: prefix, condition: condition))
    }
  }

  /// Whether each layer nests no deeper than the limit, as blocks do; reports the first
  /// that does.
  mutating func isShallow(_ names: [String], at token: Int) -> Bool {
    guard let deep = names.first(where: { Self.depth(ofLayer: $0) > limits.nestingDepth })
    else { return true }
    reportAt(
      token, .nestingTooDeep,
      "layer `\(deep.count > 80 ? deep.prefix(80) + "…" : deep)` is nested deeper than "
        + "\(limits.nestingDepth)")
    return false
  }

  /// The number of layers a qualified name nests: one more than its dots.
  static func depth(ofLayer name: String) -> Int {
    name.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: ".") ? 1 : 0) }
  }

  /// The names of a `@layer` prelude, each dotted name whole (`base.buttons`); `nil`,
  /// reported, where the prelude is not a list of names. `<layer-name> = <ident> ['.'
  /// <ident>]*` with nothing between its parts: `base .y` and `a. b` are no names, and a
  /// browser drops the rule.
  ///
  /// - Complexity: O(*n*) for a prelude of *n* tokens: a dotted name grows in place.
  mutating func layerNames(in prelude: Range<Int>) -> [String]? {
    var names: [String] = []
    var expectName = true
    for index in prelude {
      switch tokens[index].kind {
      case .identifier(let name) where expectName:
        // An escaped `.` (`a\.b`) would read back as two nested layers.
        guard !name.utf8.contains(UInt8(ascii: ".")) else {
          reportAt(index, .syntax, "a layer's name cannot hold `.`, which names a nested layer")
          return nil
        }
        if names.last?.hasSuffix(".") == true {
          guard !isWhitespace(index - 1) else { return reportSpacedDot(at: index - 1) }
          names[names.count - 1].append(name)
        } else {
          names.append(name)
        }
        expectName = false
      case .comma where !expectName: expectName = true
      case .whitespace: continue
      case .delimiter(UInt8(ascii: ".")) where !expectName:
        // A dotted name, `base.buttons`, names a layer nested in another.
        guard !isWhitespace(index - 1) else { return reportSpacedDot(at: index - 1) }
        names[names.count - 1].append(".")
        expectName = true
      default:
        reportAt(index, .syntax, "expected a layer's name")
        return nil
      }
    }
    if expectName && !names.isEmpty {
      // A name cannot end with `.`, nor a list with `,`.
      reportAt(
        prelude.upperBound - 1, .syntax,
        "expected a layer's name after `\(text(of: prelude.upperBound - 1..<prelude.upperBound))`")
      return nil
    }
    return names
  }

  mutating func reportSpacedDot(at index: Int) -> [String]? {
    reportAt(index, .syntax, "a layer's name has no white space around its `.`")
    return nil
  }
}
