import CascadeViews

/// What the browser should compute for a view, derived here from the view's own properties
/// and the rules in the "Previewing Styles" article, never from the renderer's output: the
/// check is only worth something if the two are worked out apart.
struct ExpectedStyle {
  enum Value: CustomStringConvertible {
    case keyword(String)
    case pixels(Double)
    case number(Double)
    case color(Color)
    case shadow(Shadow)

    var description: String {
      switch self {
      case .keyword(let text): text
      case .pixels(let value): "\(value)px"
      case .number(let value): "\(value)"
      case .color(let color): "\(color) (\(color.opacity))"
      case .shadow(let shadow): "\(shadow)"
      }
    }
  }

  private(set) var values: [String: Value] = [:]

  init(for view: View, category: ContentSizeCategory) {
    values["opacity"] = .number(view.alpha)
    values["backgroundColor"] = .color(view.backgroundColor ?? .clear)
    let showsShadow = view.shadow.opacity > 0 && !view.clipsToBounds
    values["boxShadow"] = showsShadow ? .shadow(view.shadow) : .keyword("none")
    values["borderTopLeftRadius"] = .pixels(view.cornerRadius)
    border(width: view.border.width, style: "solid", color: view.border.color)
    padding(.zero)
    values["overflow"] = .keyword(view.clipsToBounds ? "hidden" : "visible")
    values["alignItems"] = .keyword("normal")
    values["justifyContent"] = .keyword("normal")
    placement(in: view.superview as? StackView, of: view)
    switch view {
    case let label as Label: text(label, category: category)
    case let button as Button: control(button)
    case let field as TextField: textField(field, category: category)
    case is ImageView:
      flex(direction: "column", gap: 0)
      values["alignItems"] = .keyword("center")
      values["justifyContent"] = .keyword("center")
    case let stack as StackView:
      flex(direction: stack.axis == .horizontal ? "row" : "column", gap: max(stack.spacing, 0))
      arrangement(of: stack)
    default:
      flex(direction: "column", gap: 8)
      padding(view.layoutMargins)
    }
    if view.isHidden { values["display"] = .keyword("none") }
  }

  private mutating func text(_ label: Label, category: ContentSizeCategory) {
    let truncating: Set<LineBreakMode> = [
      .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail,
    ]
    let clamps = label.numberOfLines > 1 && truncating.contains(label.lineBreakMode)
    values["display"] = .keyword(clamps ? "-webkit-box" : "block")
    font(label.font.scaled(for: category))
    values["color"] = .color(label.textColor)
    let alignments: [TextAlignment: String] = [
      .left: "left", .center: "center", .right: "right", .justified: "justify",
      .natural: "start",
    ]
    values["textAlign"] = .keyword(alignments[label.textAlignment] ?? "?")
    values["fontStyle"] = .keyword(label.font.isItalic ? "italic" : "normal")
    values["whiteSpace"] = .keyword(label.numberOfLines == 1 ? "nowrap" : "normal")
    if label.numberOfLines > 0 { values["overflow"] = .keyword("hidden") }
  }

  /// An arranged view's place is its index in `arrangedSubviews`, whatever its place among
  /// the subviews; a subview the stack does not arrange is out of the flow.
  private mutating func placement(in stack: StackView?, of view: View) {
    let index = stack?.arrangedSubviews.firstIndex { $0 === view }
    values["order"] = .number(Double(index ?? 0))
    let isOutOfFlow = stack != nil && index == nil
    values["position"] = .keyword(isOutOfFlow ? "absolute" : "relative")
  }

  /// How a stack lines its arranged views up across and along its axis.
  private mutating func arrangement(of stack: StackView) {
    let across: [StackView.Alignment: String] = [
      .fill: "stretch", .leading: "flex-start", .center: "center", .trailing: "flex-end",
      .firstBaseline: "baseline", .lastBaseline: "last baseline",
    ]
    let along: [StackView.Distribution: String] = [
      .fill: "flex-start", .fillEqually: "flex-start", .fillProportionally: "flex-start",
      .equalSpacing: "space-between", .equalCentering: "space-between",
    ]
    values["alignItems"] = .keyword(across[stack.alignment] ?? "?")
    values["justifyContent"] = .keyword(along[stack.distribution] ?? "?")
  }

  private mutating func control(_ button: Button) {
    values["display"] = .keyword("block")
    values["backgroundColor"] = .color(button.currentBackgroundColor ?? .clear)
    values["color"] = .color(button.currentTitleColor ?? button.tintColor)
    values["fontSize"] = .pixels(17)
    values["fontWeight"] = .number(400)
    values["textAlign"] = .keyword("center")
    values["whiteSpace"] = .keyword("nowrap")
    padding(button.contentInsets)
  }

  private mutating func textField(_ field: TextField, category: ContentSizeCategory) {
    values["display"] = .keyword("block")
    font(field.font.scaled(for: category))
    let showsText = !(field.text ?? "").isEmpty
    values["color"] = .color(showsText ? field.textColor : field.placeholderColor)
    values["textAlign"] = .keyword("start")
    values["fontStyle"] = .keyword(field.font.isItalic ? "italic" : "normal")
    values["whiteSpace"] = .keyword("nowrap")
    values["overflow"] = .keyword("hidden")
    guard field.borderStyle != .none else { return }
    padding(EdgeInsets(horizontal: 7, vertical: 4))
    if field.border.width == 0 {
      switch field.borderStyle {
      case .line: border(width: 1, style: "solid", color: .black)
      case .bezel: border(width: 1, style: "inset", color: .gray)
      default:
        border(
          width: 1, style: "solid", color: Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255))
      }
    }
    if field.borderStyle == .roundedRect, field.cornerRadius == 0 {
      values["borderTopLeftRadius"] = .pixels(5)
    }
  }

  private mutating func font(_ font: Font) {
    values["fontSize"] = .pixels(font.size)
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    values["fontWeight"] = .number(Double(100 * (1 + (weights.firstIndex(of: font.weight) ?? 3))))
  }

  private mutating func flex(direction: String, gap: Double) {
    values["display"] = .keyword("flex")
    values["flexDirection"] = .keyword(direction)
    values["rowGap"] = .pixels(gap)
    values["columnGap"] = .pixels(gap)
  }

  private mutating func padding(_ insets: EdgeInsets) {
    values["paddingTop"] = .pixels(insets.top)
    values["paddingRight"] = .pixels(insets.trailing)
    values["paddingBottom"] = .pixels(insets.bottom)
    values["paddingLeft"] = .pixels(insets.leading)
  }

  private mutating func border(width: Double, style: String, color: Color) {
    values["borderTopWidth"] = .pixels(width)
    values["borderTopStyle"] = .keyword(width > 0 ? style : "none")
    if width > 0 {
      values["borderTopColor"] = .color(color)
    } else {
      values["borderTopColor"] = nil
    }
  }

  /// Whether the browser's value matches the expected one, to the browser's precision:
  /// whole channels, and alpha and lengths to a hundredth.
  static func matches(_ expected: Value, _ computed: String) -> Bool {
    switch expected {
    case .keyword(let keyword): return computed == keyword
    case .pixels(let value): return close(Double(computed.replacing("px", with: "")), value)
    case .number(let value): return close(Double(computed), value)
    case .color(let color): return matches(color, opacity: 1, ComputedStyle.color(computed))
    case .shadow(let shadow):
      guard let parsed = ComputedStyle.shadow(computed), parsed.lengths.count >= 3 else {
        return false
      }
      let lengths = [shadow.offset.width, shadow.offset.height, shadow.radius]
      return matches(shadow.color, opacity: shadow.opacity, parsed.color)
        && zip(lengths, parsed.lengths).allSatisfy { close($1, $0) }
    }
  }

  private static func matches(_ color: Color, opacity: Double, _ computed: [Double]?) -> Bool {
    guard let computed else { return false }
    let channels = [color.red, color.green, color.blue].map { ($0 * 255).rounded() }
    let alpha = color.opacity * opacity
    // A transparent color is transparent whatever its channels.
    if alpha == 0 { return computed[3] == 0 }
    return zip(channels, computed.prefix(3)).allSatisfy { $0 == $1 }
      && abs(computed[3] - alpha) <= 0.005
  }

  private static func close(_ computed: Double?, _ value: Double) -> Bool {
    guard let computed else { return false }
    return abs(computed - value) < 0.01
  }
}
