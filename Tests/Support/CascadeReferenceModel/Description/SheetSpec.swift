/// A stylesheet, as data: one layer of rules, or several layered.
struct SheetSpec: Hashable, Sendable {
  /// The sheet's family: versions of one family share a name.
  var family: String
  var version: Int
  /// The rules, a list per layer; more than one layer makes a `Stylesheet.layered` sheet.
  var layers: [[RuleSpec]]

  /// The name of one layer's sheet.
  func layerName(_ layer: Int) -> String {
    layers.count == 1 ? family : "\(family).\(layer)"
  }

  /// The sheet's name, as the engine names it: the family's, or for a layered sheet the
  /// layers' names joined. A family keeps its number of layers, so its versions share it.
  var name: String {
    layers.indices.map(layerName).joined(separator: " + ")
  }

  /// Every rule, with where it is.
  var rules: [(id: RuleID, spec: RuleSpec)] {
    layers.enumerated().flatMap { layer, rules in
      rules.enumerated().map { index, rule in
        (RuleID(sheet: name, version: version, layer: layer, index: index), rule)
      }
    }
  }
}
