/// One property write that the cascade makes into an object, with where it came from.
struct Write: Sendable {
  /// What a write does to an object's values.
  enum Effect: Sendable {
    case color(Int)
    case label(String)
    case margins(Insets)
    case marginsTop(Int)
    case title(state: Int, String)
    case weight(Int)
    /// The label made from the color the object has when the write is made: what a
    /// custom setter that reads the object sees.
    case labelFromColor
    /// The property's original: the winner of its identity writes nothing, and no other
    /// write of it is made (see ``ReferenceModel/values(of:writes:)``).
    case original
    /// The parent's value as the object's latest styling read it; the original without a
    /// parent (see ``ReferenceModel/values(of:writes:)``).
    case inherited
  }

  /// Where a write came from: a rule, or the object's inline style.
  enum Source: Hashable, Sendable {
    case rule(RuleID)
    case inline
  }

  /// The setter's identity, as ``SetterSpec/identity`` names it.
  let identity: String
  let effect: Effect
  let source: Source

  /// Makes the write into `values`.
  func apply(to values: inout ObjectValues) {
    switch effect {
    case .color(let color): values.color = color
    case .label(let label): values.label = label
    case .margins(let margins): values.margins = margins
    case .marginsTop(let top): values.margins.top = top
    case .title(let state, let title): values.titles[state] = title
    case .weight(let weight): values.weight = weight
    case .labelFromColor: values.label = SetterSpec.label(fromColor: values.color)
    case .original, .inherited: break
    }
  }

  /// Whether the write is one a sheet's explanation must list: from the sheet's part, or
  /// from the inline style.
  func isPart(of sheet: SheetSpec) -> Bool {
    switch source {
    case .inline: true
    case .rule(let id): id.sheet == sheet.name
    }
  }

  /// Whether the write changes the compared property `field` (a name of
  /// ``ObjectValues/fields``).
  func affects(_ field: String) -> Bool {
    identity == field || (identity == "margins" && field.hasPrefix("margins."))
  }
}
