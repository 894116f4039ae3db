import CascadeViews

/// The CSS of a view's element: what every view shares (its layer), then what its kind
/// adds. The mapping is documented in the "Previewing Styles" article.
enum ViewCSS {
  static func declarations(
    for view: View, kind: ViewKind, in rendering: PreviewRendering
  ) -> CSSDeclarations {
    var css = CSSDeclarations()
    switch kind {
    case .view: container(view, to: &css)
    case .stackView: stack(view as? StackView, to: &css)
    case .label: LabelCSS.add(view as? Label, in: rendering, to: &css)
    case .button: ButtonCSS.add(view as? Button, to: &css)
    case .textField: TextFieldCSS.add(view as? TextField, in: rendering, to: &css)
    case .imageView: ImageViewCSS.add(to: &css)
    }
    layer(view, kind: kind, to: &css)
    if view.isHidden { css.set("display", "none") }
    return css
  }

  /// A plain view has no layout of its own, so the preview stacks its subviews vertically,
  /// 8 points apart, inside its layout margins.
  private static func container(_ view: View, to css: inout CSSDeclarations) {
    css.set("display", "flex")
    css.set("flex-direction", "column")
    css.set("gap", "8px")
    css.set("padding", CSSText.insets(view.layoutMargins))
  }

  private static func stack(_ stack: StackView?, to css: inout CSSDeclarations) {
    guard let stack else { return }
    css.set("display", "flex")
    css.set("flex-direction", stack.axis == .horizontal ? "row" : "column")
    // A negative gap is invalid CSS; arranged views overlap by a negative margin instead.
    css.set("gap", CSSText.pixels(max(stack.spacing, 0)))
    css.set("align-items", alignItems(stack.alignment))
    css.set("justify-content", justifyContent(stack.distribution))
    css.set("padding", "0px")
  }

  /// The layer-like properties every view has. A button's background is its current
  /// state's, which its kind has set already.
  private static func layer(_ view: View, kind: ViewKind, to css: inout CSSDeclarations) {
    if kind != .button {
      css.set("background-color", view.backgroundColor.map { CSSText.color($0) } ?? "transparent")
    }
    css.set("opacity", CSSText.number(view.alpha))
    if view.cornerRadius > 0 || css["border-radius"] == nil {
      css.set("border-radius", CSSText.pixels(view.cornerRadius))
    }
    if view.border.width > 0 {
      let border = view.border
      css.set(
        "border",
        "\(CSSText.pixels(border.width)) \(border.style.keyword) \(CSSText.color(border.color))")
    } else if css["border"] == nil {
      css.set("border", "none")
    }
    // UIKit's masksToBounds clips the layer's own shadow too.
    css.set("box-shadow", view.clipsToBounds ? "none" : shadow(view.shadow))
    if view.clipsToBounds { css.set("overflow", "hidden") }
  }

  /// The shadow's radius is the CSS blur, as the text vocabulary reads `box-shadow`; each
  /// layer is one of the list, with its spread and `inset`, and an invisible layer is left
  /// out.
  private static func shadow(_ shadow: Shadow) -> String {
    let visible = shadow.layers.filter { $0.opacity > 0 }
    guard !visible.isEmpty else { return "none" }
    return visible.map { layer in
      layer.boxShadowLayer(
        length: CSSText.pixels, color: [CSSText.color(layer.color, opacity: layer.opacity)])
    }
    .joined(separator: ", ")
  }

  /// Where a stack's subview goes. The elements keep the order of `subviews`, so an
  /// arranged view takes its place in `arrangedSubviews` as its `order`; a subview the stack
  /// does not arrange takes no part in the layout and sits at the stack's top left.
  ///
  /// - Parameters:
  ///   - index: The subview's place in the stack's `arrangedSubviews`, `nil` where it is not there.
  ///   - stack: The stack.
  ///   - css: The subview's declarations.
  static func addPlacement(at index: Int?, in stack: StackView, to css: inout CSSDeclarations) {
    guard let index else {
      css.set("position", "absolute")
      css.set("top", "0px")
      css.set("left", "0px")
      return
    }
    css.set("order", String(index))
    if index > 0, stack.spacing < 0 {
      let margin = stack.axis == .horizontal ? "margin-left" : "margin-top"
      css.set(margin, CSSText.pixels(stack.spacing))
    }
    addArrangement(in: stack, to: &css)
  }

  /// How an arranged subview shares its stack's length.
  private static func addArrangement(in stack: StackView, to css: inout CSSDeclarations) {
    switch stack.distribution {
    case .fillEqually: css.set("flex", "1 1 0px")
    case .fillProportionally: css.set("flex", "1 1 auto")
    case .fill, .equalSpacing, .equalCentering: css.set("flex", "0 1 auto")
    }
  }

  private static func alignItems(_ alignment: StackView.Alignment) -> String {
    switch alignment {
    case .fill: "stretch"
    case .leading: "flex-start"
    case .center: "center"
    case .trailing: "flex-end"
    case .firstBaseline: "baseline"
    case .lastBaseline: "last baseline"
    }
  }

  private static func justifyContent(_ distribution: StackView.Distribution) -> String {
    switch distribution {
    case .fill, .fillEqually, .fillProportionally: "flex-start"
    case .equalSpacing: "space-between"
    // Flexbox cannot space centers equally; spacing between edges is the nearest it has.
    case .equalCentering: "space-between"
    }
  }
}
