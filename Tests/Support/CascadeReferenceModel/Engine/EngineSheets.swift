import Cascade

/// Makes engine selectors, rules and stylesheets from their descriptions.
enum EngineSheets {
  /// The stylesheet of a description, with the description of each of its rules.
  static func stylesheet(_ spec: SheetSpec) -> (sheet: Stylesheet, rules: [RuleID: String]) {
    var descriptions: [RuleID: String] = [:]
    let layers = spec.layers.indices.map { layer in
      let rules = spec.layers[layer].enumerated().map { index, rule in
        let id = RuleID(sheet: spec.name, version: spec.version, layer: layer, index: index)
        let made = self.rule(
          rule, fileID: "\(spec.layerName(layer)) v\(spec.version)", line: index + 1)
        descriptions[id] = made.description
        return made
      }
      return Stylesheet(spec.layerName(layer)) { for rule in rules { rule } }
    }
    return (layers.count == 1 ? layers[0] : .layered(layers), descriptions)
  }

  /// A rule, declared at a made-up place so that its description tells it from the others.
  static func rule(_ spec: RuleSpec, fileID: String, line: Int) -> Rule {
    let selector = self.selector(spec.selector)
    switch spec.styleKind {
    case .box:
      return Rule(selector, style: StyleMaker.box.style(spec.setters), fileID: fileID, line: line)
    case .tag:
      return Rule(selector, style: StyleMaker.tag.style(spec.setters), fileID: fileID, line: line)
    }
  }

  /// A selector, with the selectors its parent and an ancestor must match made in turn, as
  /// `inside:` and `childOf:`.
  static func selector(_ spec: SelectorSpec) -> StyleSelector {
    selector(
      spec.own, parent: spec.parent.map { selector($0) },
      ancestor: spec.ancestor.map { selector($0) })
  }

  /// A selector of a compound's requirements, and the given ancestry.
  static func selector(
    _ spec: SimpleSelectorSpec, parent: StyleSelector? = nil, ancestor: StyleSelector? = nil
  ) -> StyleSelector {
    let state = EngineValues.state(spec.states)
    let condition = spec.condition.map { $0 == .dark ? EngineValues.dark : EngineValues.compact }
    switch spec.type {
    case nil:
      return StyleSelector(
        classes: spec.classes, state: state, when: condition, inside: ancestor, childOf: parent)
    case .box:
      return StyleSelector(
        Box.self, classes: spec.classes, state: state, when: condition, inside: ancestor,
        childOf: parent)
    case .tag:
      return StyleSelector(
        Tag.self, classes: spec.classes, state: state, when: condition, inside: ancestor,
        childOf: parent)
    }
  }
}
