#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews

  @MainActor
  extension SharedNameTests {
    private static func check<Substitute: View, Native: UIView>(
      _ type: String, _ name: String, _ value: String,
      _ substitute: @escaping (Substitute) -> Any?, _ uiKit: @escaping (Native) -> Any?
    ) -> Check {
      Check(
        type: type, name: name, value: value,
        substitute: { ($0 as? Substitute).map { "\(substitute($0) ?? "nil")" } },
        uiKit: { ($0 as? Native).map { "\(uiKit($0) ?? "nil")" } })
    }

    static var viewChecks: [Check] {
      [
        check(
          "View", "is-user-interaction-enabled", "false",
          { (v: View) in v.isUserInteractionEnabled }, { (u: UIView) in u.isUserInteractionEnabled }
        ),
        check(
          "View", "translates-autoresizing-mask-into-constraints", "false",
          { (v: View) in v.translatesAutoresizingMaskIntoConstraints },
          { (u: UIView) in u.translatesAutoresizingMaskIntoConstraints }),
        check(
          "View", "tint-adjustment-mode", "dimmed", { (v: View) in v.tintAdjustmentMode },
          { (u: UIView) in TintAdjustmentMode(u.tintAdjustmentMode) }),
        check(
          "View", "is-multiple-touch-enabled", "true", { (v: View) in v.isMultipleTouchEnabled },
          { (u: UIView) in u.isMultipleTouchEnabled }),
        check(
          "View", "is-exclusive-touch", "true", { (v: View) in v.isExclusiveTouch },
          { (u: UIView) in u.isExclusiveTouch }),
        check(
          "View", "clears-context-before-drawing", "false",
          { (v: View) in v.clearsContextBeforeDrawing },
          { (u: UIView) in u.clearsContextBeforeDrawing }),
        check(
          "View", "background-color", "#336699", { (v: View) in v.backgroundColor },
          { (u: UIView) in u.backgroundColor.map { Color($0) } }),
        check(
          "View", "tint-color", "red", { (v: View) in v.tintColor },
          { (u: UIView) in Color(u.tintColor) }),
        check(
          "View", "clips-to-bounds", "true", { (v: View) in v.clipsToBounds },
          { (u: UIView) in u.clipsToBounds }),
        check(
          "View", "opacity", "0.5", { (v: View) in v.alpha }, { (u: UIView) in Double(u.alpha) }),
        check(
          "View", "is-opaque", "false", { (v: View) in v.isOpaque }, { (u: UIView) in u.isOpaque }),
        check(
          "View", "is-hidden", "true", { (v: View) in v.isHidden }, { (u: UIView) in u.isHidden }),
        check(
          "View", "content-mode", "center", { (v: View) in v.contentMode },
          { (u: UIView) in ContentMode(u.contentMode) }),
        check(
          "View", "border-radius", "6px", { (v: View) in v.cornerRadius },
          { (u: UIView) in Double(u.layer.cornerRadius) }),
        check(
          "View", "border", "2px solid red", { (v: View) in v.border },
          { (u: UIView) in Border(u.layer) }),
        check(
          "View", "box-shadow", "0 4px 12px black", { (v: View) in v.shadow },
          { (u: UIView) in Shadow(u.layer) }),
        check(
          "View", "padding", "1px 2px 3px 4px", { (v: View) in v.layoutMargins },
          { (u: UIView) in EdgeInsets(u.directionalLayoutMargins) }),
      ]
    }

    static var labelChecks: [Check] {
      [
        check("Label", "text", "\"Hi\"", { (v: Label) in v.text }, { (u: UILabel) in u.text }),
        check(
          "Label", "font", "bold title2", { (v: Label) in v.font }, { (u: UILabel) in Font(u.font) }
        ),
        check(
          "Label", "color", "red", { (v: Label) in v.textColor },
          { (u: UILabel) in Color(u.textColor) }),
        check(
          "Label", "text-align", "center", { (v: Label) in v.textAlignment },
          { (u: UILabel) in TextAlignment(u.textAlignment) }),
        check(
          "Label", "number-of-lines", "3", { (v: Label) in v.numberOfLines },
          { (u: UILabel) in u.numberOfLines }),
        check(
          "Label", "line-break-mode", "by-clipping", { (v: Label) in v.lineBreakMode },
          { (u: UILabel) in LineBreakMode(u.lineBreakMode) }),
        check(
          "Label", "adjusts-font-for-content-size-category", "true",
          { (v: Label) in v.adjustsFontForContentSizeCategory },
          { (u: UILabel) in u.adjustsFontForContentSizeCategory }),
      ]
    }

    static var buttonChecks: [Check] {
      let states: [(String, ControlState)] = [
        ("", .normal), ("-highlighted", .highlighted), ("-disabled", .disabled),
        ("-selected", .selected), ("-focused", .focused),
      ]
      return states.flatMap { suffix, state in
        [
          check(
            "Button", "title" + suffix, "\"Go\"", { (v: Button) in v.title(for: state) },
            { (u: UIButton) in u.title(for: UIControl.State(state)) }),
          check(
            "Button", "title-color" + suffix, "red", { (v: Button) in v.titleColor(for: state) },
            { (u: UIButton) in u.titleColor(for: UIControl.State(state)).map { Color($0) } }),
          check(
            "Button", "background-color" + (suffix.isEmpty ? "-normal" : suffix), "red",
            { (v: Button) in v.backgroundColor(for: state) },
            { (u: UIButton) in shownBackground(of: u, in: state) }),
        ]
      } + [
        check(
          "Button", "color", "red", { (v: Button) in v.titleColor(for: .normal) },
          { (u: UIButton) in u.titleColor(for: .normal).map { Color($0) } }),
        check(
          "Button", "content-insets", "1px 2px 3px 4px", { (v: Button) in v.contentInsets },
          { (u: UIButton) in u.configuration.map { EdgeInsets($0.contentInsets) } }),
        check(
          "Button", "is-enabled", "false", { (v: Button) in v.isEnabled },
          { (u: UIButton) in u.isEnabled }),
        check(
          "Button", "is-highlighted", "true", { (v: Button) in v.isHighlighted },
          { (u: UIButton) in u.isHighlighted }),
        check(
          "Button", "is-selected", "true", { (v: Button) in v.isSelected },
          { (u: UIButton) in u.isSelected }),
      ]
    }

    /// The fill a button shows in a state; a stub button cannot be focused, so for that
    /// state, the color Cascade keeps for it.
    private static func shownBackground(of button: UIButton, in state: ControlState) -> Color? {
      guard state != .focused else { return button.cascade[backgroundColor: state] }
      return PropertyComparison.shownBackground(of: button, in: state)
    }

    static var textFieldChecks: [Check] {
      [
        check(
          "TextField", "text", "\"Hi\"", { (v: TextField) in v.text },
          { (u: UITextField) in u.text }),
        check(
          "TextField", "placeholder", "\"Name\"", { (v: TextField) in v.placeholder },
          { (u: UITextField) in u.placeholder }),
        check(
          "TextField", "placeholder-color", "red", { (v: TextField) in v.placeholderColor },
          { (u: UITextField) in placeholderColor(of: u) }),
        check(
          "TextField", "font", "caption", { (v: TextField) in v.font },
          { (u: UITextField) in u.font.map { Font($0) } }),
        check(
          "TextField", "color", "red", { (v: TextField) in v.textColor },
          { (u: UITextField) in u.textColor.map { Color($0) } }),
        check(
          "TextField", "border-style", "rounded-rect", { (v: TextField) in v.borderStyle },
          { (u: UITextField) in TextField.BorderStyle(u.borderStyle) }),
        check(
          "TextField", "is-secure-text-entry", "true", { (v: TextField) in v.isSecureTextEntry },
          { (u: UITextField) in u.isSecureTextEntry }),
      ]
    }

    /// The foreground color of a field's placeholder, or of what it keeps for a placeholder
    /// without text.
    private static func placeholderColor(of field: UITextField) -> Color? {
      guard let placeholder = field.attributedPlaceholder, placeholder.length > 0 else {
        return field.cascade.placeholderColor
      }
      return (placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        .map { Color($0) }
    }

    static var imageChecks: [Check] {
      [
        check(
          "ImageView", "image-name", "\"star\"", { (v: ImageView) in v.imageName },
          { (u: UIImageView) in u.cascade.imageName })
      ]
    }

    static var stackChecks: [Check] {
      [
        check(
          "StackView", "axis", "vertical", { (v: StackView) in v.axis },
          { (u: UIStackView) in Axis(u.axis) }),
        check(
          "StackView", "gap", "12px", { (v: StackView) in v.spacing },
          { (u: UIStackView) in Double(u.spacing) }),
        check(
          "StackView", "alignment", "center", { (v: StackView) in v.alignment },
          { (u: UIStackView) in StackView.Alignment(u.alignment) }),
        check(
          "StackView", "distribution", "fill-equally", { (v: StackView) in v.distribution },
          { (u: UIStackView) in StackView.Distribution(u.distribution) }),
      ]
    }
  }
#endif
