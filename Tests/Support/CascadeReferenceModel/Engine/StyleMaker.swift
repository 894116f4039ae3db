import Cascade

/// Makes engine styles for `Root` from setter descriptions.
struct StyleMaker<Root: Box>: Sendable {
  /// Makes the style of a weight setter: only a style for ``Tag`` has one.
  let weight: @Sendable (Int) -> Style<Root>

  /// A style block of the statements, in order.
  func style(_ setters: [SetterSpec]) -> Style<Root> {
    Style {
      for setter in setters { style(setter) }
    }
  }

  /// One statement as a style: a setter, a block of the traits, or a nested style.
  func style(_ setter: SetterSpec) -> Style<Root> {
    switch setter {
    case .color(let color): Setter(\Root.color, color).style
    case .colorToken(let token): Setter(\Root.color, .token(EngineValues.tokens[token])).style
    case .label(let label): Setter(\Root.label, label).style
    case .margins(let top, let bottom):
      Setter(\Root.margins, Insets(top: top, bottom: bottom)).style
    case .marginsTop(let top): Setter(\Root.margins.top, top).style
    case .title(let state, let title): Self.title(title, for: state).style
    case .weight(let value): weight(value)
    case .labelFromColor: Self.labelFromColor.style
    case .original(let identity): Self.original(of: identity)
    case .inherited(let identity): Self.inherited(of: identity)
    case .adaptive(let dark, let light):
      Style.adaptive { traits in style(traits[DarkKey.self] ? dark : light) }
    case .nested(let setters): style(setters)
    }
  }

  /// A setter of the property's original, through the same key path as the property's
  /// other setters, so that it has their identity; an unknown identity sets nothing.
  static func original(of identity: String) -> Style<Root> {
    switch identity {
    case "color": Setter(\Root.color, .original(keyword: "initial")).style
    case "label": Setter(\Root.label, .original(keyword: "initial")).style
    case "margins": Setter(\Root.margins, .original(keyword: "initial")).style
    case "margins.top": Setter(\Root.margins.top, .original(keyword: "initial")).style
    default: Style()
    }
  }

  /// A setter of the parent's value, through the same key path as the property's other
  /// setters, reading the parent as a text stylesheet's `inherit` does; an unknown identity
  /// sets nothing.
  static func inherited(of identity: String) -> Style<Root> {
    switch identity {
    case "color": Setter(\Root.color, .inherited(keyword: "inherit") { ($0 as? Box)?.color }).style
    case "label": Setter(\Root.label, .inherited(keyword: "inherit") { ($0 as? Box)?.label }).style
    case "margins":
      Setter(\Root.margins, .inherited(keyword: "inherit") { ($0 as? Box)?.margins }).style
    case "margins.top":
      Setter(\Root.margins.top, .inherited(keyword: "inherit") { ($0 as? Box)?.margins.top })
        .style
    default: Style()
    }
  }

  /// A custom setter that reads the object: it writes the label of the color the object
  /// has as it runs. Its identity is the label's key path, so it overrides the label's
  /// setters and is restored through the key path.
  static var labelFromColor: Setter<Root, String> {
    Setter(.keyPath(\Root.label), value: "") { root, _ in
      root.label = SetterSpec.label(fromColor: root.color)
    }
  }

  /// The custom setter of a title: a missing title reads as `""`, which restoring writes
  /// back.
  static func title(_ title: String, for state: Int) -> Setter<Root, String> {
    Setter(
      .keyPath(\Root.titles, qualifier: state), value: title,
      read: { $0.titles[state] ?? "" }, write: { $0.titles[state] = $1 })
  }
}

extension StyleMaker where Root == Box {
  /// Makes styles for ``Box``.
  static var box: StyleMaker<Box> { StyleMaker { _ in Style() } }
}

extension StyleMaker where Root == Tag {
  /// Makes styles for ``Tag``.
  static var tag: StyleMaker<Tag> { StyleMaker { Setter(\Tag.weight, $0).style } }
}
