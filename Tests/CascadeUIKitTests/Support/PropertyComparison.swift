#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// Compares a substitute view's styled properties with a UIKit view's, read through the
  /// native conversions.
  @MainActor
  enum PropertyComparison {
    static func expectSame(_ view: View, _ uiView: UIView, name: String) {
      expectSameViewProperties(view, uiView, name: name)
      if let label = view as? Label, let uiLabel = uiView as? UILabel {
        expectSameLabelProperties(label, uiLabel, name: name)
      }
      if let button = view as? Button, let uiButton = uiView as? UIButton {
        expectSameButtonProperties(button, uiButton, name: name)
      }
      if let stack = view as? StackView, let uiStack = uiView as? UIStackView {
        expectSameStackProperties(stack, uiStack, name: name)
      }
    }

    private static func expectSameViewProperties(_ view: View, _ uiView: UIView, name: String) {
      expectSameColors(view, uiView, name: name)
      expectSameGeometry(view, uiView, name: name)
      expectSameLayer(view, uiView.layer, name: name)
    }

    private static func expectSameGeometry(_ view: View, _ uiView: UIView, name: String) {
      expectSameTransparency(view, uiView, name: name)
      expectSameShape(view, uiView, name: name)
    }

    private static func expectSameTransparency(_ view: View, _ uiView: UIView, name: String) {
      let comment: Comment = "\(name)"
      // Converted first, each to a stated type, so that each expectation type-checks alone.
      let alpha: Double = Double(uiView.alpha)
      let contentMode: ContentMode = ContentMode(uiView.contentMode)
      #expect(view.alpha == alpha, comment)
      #expect(view.clipsToBounds == uiView.clipsToBounds, comment)
      #expect(view.contentMode == contentMode, comment)
    }

    private static func expectSameShape(_ view: View, _ uiView: UIView, name: String) {
      let comment: Comment = "\(name)"
      let cornerRadius: Double = Double(uiView.layer.cornerRadius)
      let margins: EdgeInsets = EdgeInsets(uiView.directionalLayoutMargins)
      #expect(view.cornerRadius == cornerRadius, comment)
      #expect(view.layoutMargins == margins, comment)
    }

    private static func expectSameColors(_ view: View, _ uiView: UIView, name: String) {
      let comment: Comment = "\(name)"
      // Resolved for the view's traits, as UIKit draws a dynamic color.
      let traits: UITraitCollection = uiView.traitCollection
      let background: Color? = uiView.backgroundColor.map { Color($0, resolvedFor: traits) }
      #expect(view.backgroundColor == background, comment)
      // A substitute's own tint is the light appearance's system blue; UIKit's default tint
      // follows the appearance, so a tint the sheet left alone is compared in the light one.
      let tintTraits: UITraitCollection =
        view.tintColor == View().tintColor ? UITraitCollection(userInterfaceStyle: .light) : traits
      let tint: Color = Color(uiView.tintColor, resolvedFor: tintTraits)
      #expect(view.tintColor == tint, comment)
    }

    private static func expectSameLayer(_ view: View, _ layer: CALayer, name: String) {
      expectSameBorder(view.border, layer, name: name)
      let shadow: Shadow = Shadow(layer)
      expectSameShadowColor(view.shadow, shadow, name: name)
      expectSameShadowShape(view.shadow, shadow, name: name)
    }

    private static func expectSameBorder(_ border: Border, _ layer: CALayer, name: String) {
      let comment: Comment = "\(name)"
      let width: Double = Double(layer.borderWidth)
      #expect(border.width == width, comment)
      if border.width > 0 {
        let color: Color = Border(layer).color
        #expect(border.color == color, comment)
      }
    }

    private static func expectSameShadowColor(_ shadow: Shadow, _ layer: Shadow, name: String) {
      let comment: Comment = "\(name)"
      #expect(shadow.color == layer.color, comment)
      #expect(shadow.opacity == layer.opacity, comment)
    }

    private static func expectSameShadowShape(_ shadow: Shadow, _ layer: Shadow, name: String) {
      let comment: Comment = "\(name)"
      #expect(shadow.radius == layer.radius, comment)
      #expect(shadow.offset == layer.offset, comment)
    }

    private static func expectSameLabelProperties(_ label: Label, _ uiLabel: UILabel, name: String)
    {
      expectSameLabelText(label, uiLabel, name: name)
      expectSameLabelLayout(label, uiLabel, name: name)
    }

    private static func expectSameLabelText(_ label: Label, _ uiLabel: UILabel, name: String) {
      let comment: Comment = "\(name)"
      let font: Font = Font(uiLabel.font)
      let textColor: Color = Color(uiLabel.textColor, resolvedFor: uiLabel.traitCollection)
      #expect(label.text == uiLabel.text, comment)
      #expect(label.font == font, comment)
      #expect(label.textColor == textColor, comment)
    }

    private static func expectSameLabelLayout(_ label: Label, _ uiLabel: UILabel, name: String) {
      let comment: Comment = "\(name)"
      let alignment: TextAlignment = TextAlignment(uiLabel.textAlignment)
      let lineBreakMode: LineBreakMode = LineBreakMode(uiLabel.lineBreakMode)
      #expect(label.textAlignment == alignment, comment)
      #expect(label.numberOfLines == uiLabel.numberOfLines, comment)
      #expect(label.lineBreakMode == lineBreakMode, comment)
    }

    private static func expectSameButtonProperties(
      _ button: Button, _ uiButton: UIButton, name: String
    ) {
      let comment: Comment = "\(name)"
      for state in [ControlState.normal, .highlighted, .selected, .disabled] {
        expectSameButtonProperties(button, uiButton, in: state, name: name)
      }
      let insets: EdgeInsets = uiButton.configuration.map { EdgeInsets($0.contentInsets) } ?? .zero
      #expect(button.contentInsets == insets, comment)
    }

    private static func expectSameButtonProperties(
      _ button: Button, _ uiButton: UIButton, in state: ControlState, name: String
    ) {
      let comment: Comment = "\(name) \(state)"
      let uiState: UIControl.State = UIControl.State(state)
      let title: String? = uiButton.title(for: uiState)
      let titleColor: Color? = uiButton.titleColor(for: uiState).map {
        Color($0, resolvedFor: uiButton.traitCollection)
      }
      let background: Color? = shownBackground(of: uiButton, in: state)
      #expect(button.title(for: state) == title, comment)
      #expect(button.titleColor(for: state) == titleColor, comment)
      #expect(button.backgroundColor(for: state) == background, comment)
    }

    /// The fill the button's configuration shows in a state, read by putting the button in
    /// that state for a moment, as its update handler runs after each change of state.
    static func shownBackground(of button: UIButton, in state: ControlState) -> Color? {
      let before = ControlState(button.state)
      put(button, in: state)
      defer { put(button, in: before) }
      button.layoutIfNeeded()  // UIKit's layout pass runs the configuration update
      return button.configuration?.background.backgroundColor.map { Color($0) }
    }

    private static func put(_ button: UIButton, in state: ControlState) {
      button.isHighlighted = state.contains(.highlighted)
      button.isSelected = state.contains(.selected)
      button.isEnabled = !state.contains(.disabled)
    }

    private static func expectSameStackProperties(
      _ stack: StackView, _ uiStack: UIStackView, name: String
    ) {
      let comment: Comment = "\(name)"
      let axis: Axis = Axis(uiStack.axis)
      let spacing: Double = Double(uiStack.spacing)
      #expect(stack.axis == axis, comment)
      #expect(stack.spacing == spacing, comment)
      expectSameStackArrangement(stack, uiStack, name: name)
    }

    private static func expectSameStackArrangement(
      _ stack: StackView, _ uiStack: UIStackView, name: String
    ) {
      let comment: Comment = "\(name)"
      let alignment: StackView.Alignment = StackView.Alignment(uiStack.alignment)
      let distribution: StackView.Distribution = StackView.Distribution(uiStack.distribution)
      #expect(stack.alignment == alignment, comment)
      #expect(stack.distribution == distribution, comment)
    }
  }
#endif
