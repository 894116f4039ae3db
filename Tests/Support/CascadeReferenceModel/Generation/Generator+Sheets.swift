extension Generator {
  /// A new sheet of `layers` layers, each of up to ``Limits/rules`` rules.
  mutating func sheet(family: String, version: Int, layers: Int) -> SheetSpec {
    SheetSpec(
      family: family, version: version,
      layers: (0..<layers).map { _ in (0..<number(in: 1...limits.rules)).map { _ in rule() } })
  }

  /// A new version of a sheet: the same name, and either new rules or the old ones with a
  /// rule or two replaced, dropped or added.
  mutating func revision(of sheet: SheetSpec) -> SheetSpec {
    guard chance(2, in: 3) else {
      return self.sheet(
        family: sheet.family, version: sheet.version + 1, layers: sheet.layers.count)
    }
    var revised = sheet
    revised.version += 1
    for _ in 0...number(below: 2) {
      let layer = number(below: revised.layers.count)
      let count = revised.layers[layer].count
      switch number(below: 3) {
      case 0 where count > 1: revised.layers[layer].remove(at: number(below: count))
      case 1: revised.layers[layer][number(below: count)] = rule()
      default: revised.layers[layer].insert(rule(), at: number(below: count + 1))
      }
    }
    return revised
  }

  /// A new rule: a selector, and a style for the selector's type or, sometimes, a
  /// narrower one.
  mutating func rule() -> RuleSpec {
    let selector = self.selector()
    let styleKind: ObjectKind =
      selector.own.type == .tag || (features.contains(.narrowStyles) && chance(1, in: 4))
      ? .tag : .box
    return RuleSpec(
      selector: selector, styleKind: styleKind,
      setters: (0..<number(in: 1...4)).map { _ in setter(for: styleKind, depth: 0) })
  }
}
