#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  internal import UIKit

  extension StyleVocabulary {
    /// The vocabulary for UIKit's views: one `.css` file styles the substitutes in tests, and
    /// UIKit in the app.
    ///
    /// Each UIKit class answers to its own name and to its substitute's (`UILabel` and
    /// `Label`, `UIView` and `View`); `UISwitch` and `UISlider` to their own only (neither
    /// exists on tvOS, where their names and properties are unknown). Rules
    /// without a type (`*`, `.card`) style any `UIView`. Properties have the substitutes'
    /// names wherever they mean the same thing (`background-color`, `color`, `font`,
    /// `border-radius`, `border`, `box-shadow`, `padding`, `title-color-highlighted`, …), and
    /// the standard tokens, media features and themes are the substitutes'. It has every
    /// property of `StyleVocabulary.standard`, but for `is-multiple-touch-enabled` and
    /// `is-exclusive-touch` on tvOS, which has neither. UIKit's own:
    /// `text-align` on `UITextField`, `image-tint-color` on `UIButton`, `on-tint-color` and
    /// `thumb-tint-color` on `UISwitch`, `minimum-track-tint-color`,
    /// `maximum-track-tint-color` and `thumb-tint-color` on `UISlider`.
    ///
    /// A button's per-state background colors (`background-color-normal`,
    /// `background-color-highlighted`, …) and its `content-insets` are drawn through its
    /// configuration (iOS 15): see ``CascadeProperties/subscript(backgroundColor:)`` and
    /// ``CascadeProperties/contentInsets``.
    ///
    /// ```swift
    /// let loaded = StyleVocabulary.uiKit.load("UILabel.title { font: headline; }", named: "app.css")
    /// ```
    @MainActor
    public static let uiKit: StyleVocabulary = {
      var vocabulary = StyleVocabulary(base: UIView.self, named: "UIView")
      vocabulary.registerUIKitTypes()
      vocabulary.registerUIViewProperties()
      vocabulary.registerUILabelProperties()
      vocabulary.registerUIButtonProperties()
      vocabulary.registerUITextFieldProperties()
      vocabulary.register("image-name", \UIImageView.cascade.imageName)
      vocabulary.registerUIStackViewProperties()
      #if !os(tvOS)
        vocabulary.registerSwitchAndSliderProperties()
      #endif
      vocabulary.registerStandardTokens()
      vocabulary.registerStandardFeatures()
      vocabulary.register(themeNamed: Theme.light.name)
      vocabulary.register(themeNamed: Theme.dark.name)
      return vocabulary
    }()

    @MainActor
    private mutating func registerUIKitTypes() {
      register(UIView.self, named: "View")
      var types: [(type: any Stylable.Type, substitute: String?)] = [
        (UILabel.self, "Label"), (UIButton.self, "Button"), (UITextField.self, "TextField"),
        (UIImageView.self, "ImageView"), (UIStackView.self, "StackView"),
      ]
      #if !os(tvOS)
        types += [(UISwitch.self, nil), (UISlider.self, nil)]
      #endif
      for (type, substitute) in types {
        register(type)
        if let substitute { register(type, named: substitute) }
      }
    }

    @MainActor
    private mutating func registerUIViewProperties() {
      register("is-user-interaction-enabled", \UIView.isUserInteractionEnabled)
      register(
        "translates-autoresizing-mask-into-constraints",
        \UIView.translatesAutoresizingMaskIntoConstraints)
      register("background-color", \UIView.cascade.backgroundColor)
      register("tint-color", \UIView.cascade.tintColor)
      register("tint-adjustment-mode", \UIView.cascade.tintAdjustmentMode)
      #if !os(tvOS)
        register("is-multiple-touch-enabled", \UIView.isMultipleTouchEnabled)
        register("is-exclusive-touch", \UIView.isExclusiveTouch)
      #endif
      register("clips-to-bounds", \UIView.clipsToBounds)
      register("opacity", \UIView.cascade.alpha)
      register("is-opaque", \UIView.isOpaque)
      register("clears-context-before-drawing", \UIView.clearsContextBeforeDrawing)
      register("is-hidden", \UIView.isHidden)
      register("content-mode", \UIView.cascade.contentMode)
      register("border-radius", \UIView.cascade.cornerRadius)
      register("border", \UIView.cascade.border)
      register("box-shadow", \UIView.cascade.shadow)
      register("padding", \UIView.cascade.layoutMargins)
    }

    @MainActor
    private mutating func registerUILabelProperties() {
      register("text", \UILabel.text)
      register("font", \UILabel.cascade.font)
      register("color", \UILabel.cascade.textColor)
      register("text-align", \UILabel.cascade.textAlignment)
      register("number-of-lines", \UILabel.numberOfLines)
      register("line-break-mode", \UILabel.cascade.lineBreakMode)
      register(
        "adjusts-font-for-content-size-category", \UILabel.adjustsFontForContentSizeCategory)
    }

    @MainActor
    private mutating func registerUIButtonProperties() {
      let states: [(suffix: String, state: ControlState)] = [
        ("", .normal), ("-highlighted", .highlighted), ("-disabled", .disabled),
        ("-selected", .selected), ("-focused", .focused),
      ]
      for (suffix, state) in states {
        register("title" + suffix, \UIButton.cascade[title: state])
        register("title-color" + suffix, \UIButton.cascade[titleColor: state])
        register(
          "background-color" + (suffix.isEmpty ? "-normal" : suffix),
          \UIButton.cascade[backgroundColor: state])
      }
      // CSS's `color` on a button is its text color: the normal state's `title-color`.
      register("color", \UIButton.cascade[titleColor: .normal])
      register("image-tint-color", \UIButton.cascade.imageTintColor)
      register("content-insets", \UIButton.cascade.contentInsets)
      // Every control has these; the substitutes' Button is their only control.
      register("is-enabled", \UIControl.isEnabled)
      register("is-highlighted", \UIControl.isHighlighted)
      register("is-selected", \UIControl.isSelected)
    }

    @MainActor
    private mutating func registerUITextFieldProperties() {
      register("text", \UITextField.text)
      register("placeholder", \UITextField.cascade.placeholder)
      register("placeholder-color", \UITextField.cascade.placeholderColor)
      register("font", \UITextField.cascade.font)
      register("color", \UITextField.cascade.textColor)
      register("text-align", \UITextField.cascade.textAlignment)
      register("border-style", \UITextField.cascade.borderStyle)
      register("is-secure-text-entry", \UITextField.isSecureTextEntry)
    }

    @MainActor
    private mutating func registerUIStackViewProperties() {
      register("axis", \UIStackView.cascade.axis)
      register("gap", \UIStackView.cascade.spacing)
      register("alignment", \UIStackView.cascade.alignment)
      register("distribution", \UIStackView.cascade.distribution)
    }

    #if !os(tvOS)
      @MainActor
      private mutating func registerSwitchAndSliderProperties() {
        register("on-tint-color", \UISwitch.cascade.onTintColor)
        register("thumb-tint-color", \UISwitch.cascade.thumbTintColor)
        register("minimum-track-tint-color", \UISlider.cascade.minimumTrackTintColor)
        register("maximum-track-tint-color", \UISlider.cascade.maximumTrackTintColor)
        register("thumb-tint-color", \UISlider.cascade.thumbTintColor)
      }
    #endif
  }
#endif
