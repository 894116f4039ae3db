#if canImport(UIKit)
  import CascadeUIKit
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
      // Converted first, each to a stated type, so that each expectation type-checks alone.
      let alpha: Double = Double(uiView.alpha)
      let contentMode: ContentMode = ContentMode(uiView.contentMode)
      let cornerRadius: Double = Double(uiView.layer.cornerRadius)
      let margins: EdgeInsets = EdgeInsets(uiView.directionalLayoutMargins)
      #expect(view.alpha == alpha, "\(name)")
      #expect(view.clipsToBounds == uiView.clipsToBounds, "\(name)")
      #expect(view.contentMode == contentMode, "\(name)")
      #expect(view.cornerRadius == cornerRadius, "\(name)")
      #expect(view.layoutMargins == margins, "\(name)")
    }

    private static func expectSameColors(_ view: View, _ uiView: UIView, name: String) {
      let background: Color? = uiView.backgroundColor.map { Color($0) }
      #expect(view.backgroundColor == background, "\(name)")
      #expect(view.tintColor == Color(uiView.tintColor), "\(name)")
    }

    private static func expectSameLayer(_ view: View, _ layer: CALayer, name: String) {
      #expect(view.border.width == Double(layer.borderWidth), "\(name)")
      if view.border.width > 0 { #expect(view.border.color == Border(layer).color, "\(name)") }
      let shadow = Shadow(layer)
      #expect(view.shadow.color == shadow.color, "\(name)")
      // The layer keeps the opacity as a Float.
      #expect(abs(view.shadow.opacity - shadow.opacity) < 1e-6, "\(name)")
      #expect(view.shadow.radius == shadow.radius, "\(name)")
      #expect(view.shadow.offset == shadow.offset, "\(name)")
    }

    private static func expectSameLabelProperties(_ label: Label, _ uiLabel: UILabel, name: String)
    {
      #expect(label.text == uiLabel.text, "\(name)")
      #expect(label.font == Font(uiLabel.font), "\(name)")
      #expect(label.textColor == Color(uiLabel.textColor), "\(name)")
      #expect(label.textAlignment == TextAlignment(uiLabel.textAlignment), "\(name)")
      #expect(label.numberOfLines == uiLabel.numberOfLines, "\(name)")
      #expect(label.lineBreakMode == LineBreakMode(uiLabel.lineBreakMode), "\(name)")
    }

    private static func expectSameButtonProperties(
      _ button: Button, _ uiButton: UIButton, name: String
    ) {
      for state in [ControlState.normal, .highlighted, .selected, .disabled] {
        let uiState = UIControl.State(state)
        #expect(button.title(for: state) == uiButton.title(for: uiState), "\(name) \(state)")
        #expect(
          button.titleColor(for: state) == uiButton.titleColor(for: uiState).map { Color($0) },
          "\(name) \(state)")
        #expect(
          button.backgroundColor(for: state) == shownBackground(of: uiButton, in: state),
          "\(name) \(state)")
      }
      let insets = uiButton.configuration.map { EdgeInsets($0.contentInsets) } ?? .zero
      #expect(button.contentInsets == insets, "\(name)")
    }

    /// The fill the button's configuration shows in a state, read by putting the button in
    /// that state for a moment, as its update handler runs after each change of state.
    static func shownBackground(of button: UIButton, in state: ControlState) -> Color? {
      let before = ControlState(button.state)
      put(button, in: state)
      defer { put(button, in: before) }
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
      #expect(stack.axis == Axis(uiStack.axis), "\(name)")
      #expect(stack.spacing == Double(uiStack.spacing), "\(name)")
      #expect(stack.alignment == StackView.Alignment(uiStack.alignment), "\(name)")
      #expect(stack.distribution == StackView.Distribution(uiStack.distribution), "\(name)")
    }
  }
#endif
