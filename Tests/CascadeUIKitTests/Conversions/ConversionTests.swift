#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  @MainActor
  @Suite struct ConversionTests {
    @Test(arguments: [Color.red, .clear, Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)])
    func colorsRoundTrip(color: Color) {
      #expect(Color(UIColor(color)) == color)
      #expect(Color(cgColor: UIColor(color).cgColor) == color)
    }

    @Test func aTokenColorFollowsTheAppearance() {
      let color = UIColor(.primaryText, light: .light, dark: .dark)
      let light = Color(color, resolvedFor: UITraitCollection(userInterfaceStyle: .light))
      let dark = Color(color, resolvedFor: UITraitCollection(userInterfaceStyle: .dark))
      #expect(light == Theme.light.value(for: .primaryText))
      #expect(dark == Theme.dark.value(for: .primaryText))
      #expect(light != dark)
    }

    @Test(arguments: [
      Font.system(size: 13), .system(size: 20, weight: .bold).italic(),
      .custom("Avenir Next", size: 15, weight: .medium), .body, .headline,
      Font.preferred(.title2).weight(.bold), Font.caption.italic(),
    ])
    func fontsRoundTrip(font: Font) {
      #expect(Font(UIFont(font)) == font)
    }

    @Test func aCustomFontWithATextStyleScalesThroughFontMetrics() {
      let font = Font.preferred(.body).weight(.regular)
      let custom = Font.custom("Avenir Next", size: 17).italic()
      #expect(
        UIFont(font).fontDescriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleBody"
      )
      #expect(UIFont(custom).pointSize == 17)
    }

    @Test func aBoldOrItalicTextStyleFontReadsBackWithItsTextStyle() throws {
      // iOS describes a preferred font by its text style's usage alone; its bold and italic
      // variants are other usages of the same style, and its weight shows in its name.
      let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: nil)
      let italic = try #require(body.withSymbolicTraits(.traitItalic))
      #expect(Font(UIFont(descriptor: italic, size: 0)) == Font.body.italic())
      let bold = Font(
        UIFont(descriptor: try #require(body.withSymbolicTraits(.traitBold)), size: 0))
      #expect(bold.textStyle == .body)
      #expect(bold.weight != .regular)
      #expect(Font(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: nil)) == .headline)
    }

    @Test(arguments: [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func aTextStyleIsSizedForTheTextSize(category: ContentSizeCategory) {
      let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(category))
      let size: Double = Font.preferred(.body, for: category).size
      #expect(Double(UIFont(Font.body, compatibleWith: traits).pointSize) == size)
      let custom: UIFont = UIFontMetrics(forTextStyle: .body).scaledFont(
        for: UIFont(Font.custom("Avenir Next", size: 17)), compatibleWith: traits)
      #expect(abs(Double(custom.pointSize) - size) < 0.5)
    }

    @Test(arguments: Font.Weight.allCases)
    func weightsRoundTrip(weight: Font.Weight) {
      #expect(Font.Weight(UIFont.Weight(weight)) == weight)
    }

    @Test func insetsRoundTripBothWays() {
      let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      #expect(EdgeInsets(NSDirectionalEdgeInsets(insets)) == insets)
      #expect(EdgeInsets(UIEdgeInsets(insets)) == insets)
      let rightToLeft = UIEdgeInsets(insets, direction: .rightToLeft)
      #expect(rightToLeft.left == 4 && rightToLeft.right == 2)
      #expect(EdgeInsets(rightToLeft, direction: .rightToLeft) == insets)
    }

    @Test func enumerationsRoundTrip() {
      #expect(ContentMode.allCases.allSatisfy { ContentMode(UIView.ContentMode($0)) == $0 })
      #expect(TextAlignment.allCases.allSatisfy { TextAlignment(NSTextAlignment($0)) == $0 })
      #expect(LineBreakMode.allCases.allSatisfy { LineBreakMode(NSLineBreakMode($0)) == $0 })
      #expect(Axis.allCases.allSatisfy { Axis(NSLayoutConstraint.Axis($0)) == $0 })
      #expect(
        ContentSizeCategory.allCases.allSatisfy {
          ContentSizeCategory(UIContentSizeCategory($0)) == $0
        })
    }

    @Test func namedCasesMeanTheSameInBoth() {
      #expect(UIView.ContentMode(.scaleAspectFill) == .scaleAspectFill)
      #expect(NSTextAlignment(.natural) == .natural)
      // By name, not raw value: Mac Catalyst for x86_64 swaps the raw values of these two.
      #expect(NSTextAlignment(.center) == .center && NSTextAlignment(.right) == .right)
      #expect(TextAlignment(.center) == .center && TextAlignment(.right) == .right)
      #expect(NSLineBreakMode(.byTruncatingMiddle) == .byTruncatingMiddle)
    }

    @Test func namedLayoutCasesMeanTheSameInBoth() {
      #expect(UIStackView.Alignment(.lastBaseline) == .lastBaseline)
      #expect(UIStackView.Distribution(.equalCentering) == .equalCentering)
      #expect(UITextField.BorderStyle(.roundedRect) == .roundedRect)
      #expect(
        UIContentSizeCategory(ContentSizeCategory.accessibilityMedium) == .accessibilityMedium)
    }

    @Test func controlStatesRoundTrip() {
      let state: ControlState = [.highlighted, .selected]
      #expect(UIControl.State(state) == [.highlighted, .selected])
      #expect(ControlState(UIControl.State(state)) == state)
      #expect(StyleState(UIControl.State([.disabled, .focused])) == [.disabled, .focused])
    }

    @Test func bordersAndShadowsGoOntoTheLayer() {
      let layer = CALayer()
      let border = Border(width: 2, color: .white)
      border.apply(to: layer)
      #expect(Border(layer) == border)
      let shadow = Shadow(
        color: .black, opacity: 0.5, radius: 12, offset: Size(width: 0, height: 4))
      shadow.apply(to: layer)
      #expect(Shadow(layer) == shadow)
    }

    @Test func applyingNoneReadsBackAsNone() {
      let layer = CALayer()
      Border(width: 2, color: .white).apply(to: layer)
      Shadow(opacity: 0.5).apply(to: layer)
      Border.none.apply(to: layer)
      Shadow.none.apply(to: layer)
      #expect(Border(layer) == .none)
      #expect(Shadow(layer) == .none)
    }

    @Test func aShadowWithANaNOffsetGoesOntoTheLayerOnce() {
      // A NaN offset makes a shadow unequal to itself: applying it once must still end.
      let layer = CALayer()
      Shadow(opacity: 0.4, offset: Size(width: .nan, height: 2)).apply(to: layer)
      #expect(layer.shadowOpacity == 0.4)
      #expect(layer.shadowOffset.height == 2)
      Shadow(opacity: 0.4, offset: Size(width: .nan, height: 2), isInset: true).apply(to: layer)
      #expect(layer.shadowOpacity == 0)
    }

    @Test func aShadowOfLayersCastsItsFirstDropLayer() {
      let layer = CALayer()
      Shadow(layers: [
        Shadow(opacity: 0.9, radius: 1, isInset: true), Shadow(opacity: 0.3, radius: 6),
      ]).apply(to: layer)
      #expect(layer.shadowOpacity == 0.3)
      #expect(layer.shadowRadius == 6)
    }

    @Test func aDisplayP3LayerColorReadsAsItsSRGBEquivalent() {
      let p3 = UIColor(displayP3Red: 0.3, green: 0.6, blue: 0.4, alpha: 1)
      #expect(Color(cgColor: p3.cgColor) == Color(p3))
      #expect(Color(cgColor: p3.cgColor) != Color(red: 0.3, green: 0.6, blue: 0.4))
      #expect(
        Color(cgColor: UIColor(white: 0.5, alpha: 1).cgColor)
          == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test(arguments: [0.3, 0.12, 0.7, 0.05])
    func aShadowsOpacityStoredAsAFloatReadsBackEqual(opacity: Double) {
      let layer = CALayer()
      let shadow = Shadow(color: .black, opacity: opacity, radius: 8)
      shadow.apply(to: layer)
      #expect(Shadow(layer) == shadow)
    }

    @Test func colorSchemeAndSizeClassesComeFromTheTraitCollection() {
      let traits: Traits = Traits(Self.viewWithTraitOverrides().traitCollection)
      #expect(traits.colorScheme == ColorScheme.dark)
      #expect(traits.horizontalSizeClass == SizeClass.regular)
      #expect(traits.verticalSizeClass == SizeClass.regular)
    }

    @Test func sizeCategoryDirectionAndAccessibilityComeFromTheTraitCollection() {
      let traits: Traits = Traits(Self.viewWithTraitOverrides().traitCollection)
      #expect(traits.contentSizeCategory == ContentSizeCategory.accessibilityLarge)
      #expect(traits.layoutDirection == LayoutDirection.rightToLeft)
      #expect(traits.isBoldTextEnabled && traits.isIncreasedContrastEnabled)
    }

    @Test func aViewsStyleTraitsAreThoseOfItsTraitCollection() {
      let view: UIView = Self.viewWithTraitOverrides()
      let traits: Traits = Traits(view.traitCollection)
      #expect(view.styleTraits == traits)
    }

    /// A view with a trait override for each trait that Traits reads.
    private static func viewWithTraitOverrides() -> UIView {
      let view = UIView()
      view.traitOverrides.userInterfaceStyle = .dark
      view.traitOverrides.horizontalSizeClass = .regular
      view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
      view.traitOverrides.layoutDirection = .rightToLeft
      view.traitOverrides.legibilityWeight = .bold
      view.traitOverrides.accessibilityContrast = .high
      view.updateTraitsIfNeeded()  // UIKit updates traits at its next trait update
      return view
    }
  }
#endif
