public import CascadeCSS

extension StyleVocabulary {
  /// The substitutes' vocabulary: their types, every property they have, the standard
  /// tokens and traits.
  ///
  /// Rules without a type (`*`, `.card`) style ``View``. SwiftUI's names for two of the
  /// types select the same substitutes: `Text` is ``Label`` and `Image` is ``ImageView``,
  /// so one sheet styles a UIKit screen and a SwiftUI one alike. A property has CSS's name where
  /// CSS has the property (`background-color`, `color`, `opacity`, `border-radius`,
  /// `border`, `box-shadow`, `padding`, `text-align`, `font`, `gap`), with CSS's range of
  /// values (`opacity: 50%` is 0.5, a negative `padding` is an error), and its Swift name in
  /// kebab-case otherwise (`number-of-lines`, `tint-color`, `is-hidden`). A button's
  /// per-state values are `title`, `title-color` and `background-color-normal` for the
  /// normal state, and the same names with `-highlighted`, `-disabled`, `-selected` or
  /// `-focused` for the others (`title-color-highlighted`); `background-color` alone is the
  /// view's own background, shown in every state without one of its own. `color` on a
  /// button is its normal state's title color, as CSS's `color` is a button's text color:
  /// the same property as `title-color`, so the later of the two wins.
  ///
  /// Tokens are the standard ones in kebab-case (`var(--primary-text)`); media features
  /// are `prefers-color-scheme`, `horizontal-size-class`, `vertical-size-class`,
  /// `content-size-category` (with `min-` and `max-`), `layout-direction` (`ltr`, `rtl`),
  /// `bold-text`, `prefers-contrast` (`more`), `prefers-reduced-transparency` and
  /// `prefers-reduced-motion` (`reduce`); each switch may also stand alone, `(bold-text)`.
  /// `@theme` names the standard themes, `Light` and `Dark`, in any case (`@theme dark`).
  ///
  /// ```swift
  /// let names = StyleVocabulary.standard.registeredProperties.map(\.name)
  /// ```
  public static let standard: StyleVocabulary = {
    var vocabulary = StyleVocabulary(base: View.self)
    let types: [any Stylable.Type] = [
      Label.self, Button.self, TextField.self, ImageView.self, StackView.self,
    ]
    for type in types { vocabulary.register(type) }
    vocabulary.register(Label.self, named: "Text")
    vocabulary.register(ImageView.self, named: "Image")
    vocabulary.registerViewProperties()
    vocabulary.registerLabelProperties()
    vocabulary.registerButtonProperties()
    vocabulary.registerTextFieldProperties()
    vocabulary.register("image-name", \ImageView.imageName)
    vocabulary.registerStackViewProperties()
    vocabulary.registerStandardTokens()
    vocabulary.registerStandardFeatures()
    vocabulary.register(themeNamed: Theme.light.name)
    vocabulary.register(themeNamed: Theme.dark.name)
    return vocabulary
  }()

  private mutating func registerViewProperties() {
    register("is-user-interaction-enabled", \View.isUserInteractionEnabled)
    register(
      "translates-autoresizing-mask-into-constraints",
      \View.translatesAutoresizingMaskIntoConstraints)
    register("background-color", \View.backgroundColor)
    register("tint-color", \View.tintColor)
    register("tint-adjustment-mode", \View.tintAdjustmentMode)
    register("is-multiple-touch-enabled", \View.isMultipleTouchEnabled)
    register("is-exclusive-touch", \View.isExclusiveTouch)
    register("clips-to-bounds", \View.clipsToBounds)
    register("opacity", \View.alpha)
    register("is-opaque", \View.isOpaque)
    register("clears-context-before-drawing", \View.clearsContextBeforeDrawing)
    register("is-hidden", \View.isHidden)
    register("content-mode", \View.contentMode)
    register("border-radius", \View.cornerRadius)
    register("border", \View.border)
    register("box-shadow", \View.shadow)
    register("padding", \View.layoutMargins)
  }

  private mutating func registerLabelProperties() {
    register("text", \Label.text)
    register("font", \Label.font)
    register("color", \Label.textColor)
    register("text-align", \Label.textAlignment)
    register("number-of-lines", \Label.numberOfLines)
    register("line-break-mode", \Label.lineBreakMode)
    register(
      "adjusts-font-for-content-size-category", \Label.adjustsFontForContentSizeCategory)
  }

  private mutating func registerButtonProperties() {
    // Made from a `StyleValue`, so that they take `var()` as the key-path properties do.
    for (suffix, state) in Self.buttonStates {
      register("title" + suffix, on: Button.self) { (title: StyleValue<String?>) in
        .title(title, for: state)
      }
      register("title-color" + suffix, on: Button.self) { (color: StyleValue<Color?>) in
        .titleColor(color, for: state)
      }
      register("background-color" + (suffix.isEmpty ? "-normal" : suffix), on: Button.self) {
        (color: StyleValue<Color?>) in .backgroundColor(color, for: state)
      }
    }
    // CSS's `color` on a button is its text color: the normal state's `title-color`.
    register("color", on: Button.self) { (color: StyleValue<Color?>) in
      .titleColor(color, for: .normal)
    }
    register("is-enabled", \Button.isEnabled)
    register("is-highlighted", \Button.isHighlighted)
    register("is-selected", \Button.isSelected)
    register("content-insets", \Button.contentInsets)
  }

  /// The suffix of each control state's per-state properties; the normal state has none.
  private static let buttonStates: [(suffix: String, state: ControlState)] = [
    ("", .normal), ("-highlighted", .highlighted), ("-disabled", .disabled),
    ("-selected", .selected), ("-focused", .focused),
  ]

  private mutating func registerTextFieldProperties() {
    register("text", \TextField.text)
    register("placeholder", \TextField.placeholder)
    register("placeholder-color", \TextField.placeholderColor)
    register("font", \TextField.font)
    register("color", \TextField.textColor)
    register("border-style", \TextField.borderStyle)
    register("is-secure-text-entry", \TextField.isSecureTextEntry)
  }

  private mutating func registerStackViewProperties() {
    register("axis", \StackView.axis)
    register("gap", \StackView.spacing)
    register("alignment", \StackView.alignment)
    register("distribution", \StackView.distribution)
  }

  /// Registers the standard tokens, in kebab-case; CascadeUIKit's vocabulary shares them.
  package mutating func registerStandardTokens() {
    for token: Token<Color> in [
      .accent, .primaryText, .secondaryText, .background, .secondaryBackground, .separator,
    ] {
      register(token: token)
    }
    register(token: Token<Double>.cardCornerRadius)
    register(token: Token<Double>.spacing)
  }

  /// Registers the standard media features; CascadeUIKit's vocabulary shares them.
  package mutating func registerStandardFeatures() {
    register(feature: "prefers-color-scheme", ColorSchemeKey.self)
    register(feature: "horizontal-size-class", HorizontalSizeClassKey.self)
    register(feature: "vertical-size-class", VerticalSizeClassKey.self)
    register(rangeFeature: "content-size-category", ContentSizeCategoryKey.self)
    register(feature: "layout-direction", LayoutDirectionKey.self)
    register(feature: "bold-text", BoldTextKey.self, implicitValue: true)
    register(
      feature: "prefers-contrast", IncreasedContrastKey.self, keywords: ContrastPreference.self,
      implicitValue: .more
    ) { $0 == .more }
    register(
      feature: "prefers-reduced-transparency", ReduceTransparencyKey.self,
      keywords: ReductionPreference.self, implicitValue: .reduce
    ) { $0 == .reduce }
    register(
      feature: "prefers-reduced-motion", ReduceMotionKey.self,
      keywords: ReductionPreference.self, implicitValue: .reduce
    ) { $0 == .reduce }
  }
}
