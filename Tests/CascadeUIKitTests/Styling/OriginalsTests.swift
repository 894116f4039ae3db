#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// A restyle puts back what a view had as UIKit held it: a dynamic color stays dynamic, an
  /// inherited tint inherits again, a property at its default gets its default back, a
  /// button state's value falls back to the normal state's again, a layer keeps its own
  /// values.
  @MainActor
  @Suite struct OriginalsTests {
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// Styles `root` with the sheet, takes `view`'s classes away and styles it again.
    private func styleAndUnstyle(_ css: String, _ view: UIView, below root: UIView) throws {
      let loaded = StyleVocabulary.uiKit.load(css, named: "originals.css")
      #expect(loaded.diagnostics.isEmpty)
      view.styleClasses = ["x"]
      try loaded.stylesheet.apply(to: root, in: .light)
      view.styleClasses = []
      try loaded.stylesheet.apply(to: root, in: .light)
    }

    @Test func aLabelsDynamicTextColorStaysDynamic() throws {
      let label = UILabel()
      try styleAndUnstyle("Label.x { color: red; }", label, below: label)
      #expect(Color(label.textColor, resolvedFor: Self.dark) == .white)
    }

    @Test func anAppsDynamicBackgroundStaysDynamic() throws {
      let view = UIView()
      view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
      try styleAndUnstyle("View.x { background-color: red; }", view, below: view)
      let background = try #require(view.backgroundColor)
      #expect(Color(background, resolvedFor: Self.dark) == .black)
      #expect(
        Color(background, resolvedFor: UITraitCollection(userInterfaceStyle: .light)) == .white)
    }

    @available(iOS 17.0, tvOS 17.0, *)
    @Test func aColorReadUnderADarkRuleIsPutBackDynamic() throws {
      // The original is read while the dark rule applies: kept as the label color itself,
      // not as the white it resolves to in the dark.
      let loaded = StyleVocabulary.uiKit.load(
        "@media (prefers-color-scheme: dark) { Label { color: red; } }", named: "dark.css")
      let root = UIView()
      let label = UILabel()
      root.addSubview(label)
      root.traitOverrides.userInterfaceStyle = .dark
      root.updateTraitsIfNeeded()
      try loaded.stylesheet.apply(to: root, in: .dark)
      #expect(Color(label.textColor, resolvedFor: Self.dark) == .red)
      root.traitOverrides.userInterfaceStyle = .light
      root.updateTraitsIfNeeded()
      try loaded.stylesheet.apply(to: root, in: .light)
      #expect(Color(label.textColor, resolvedFor: label.traitCollection) == .black)
      #expect(Color(label.textColor, resolvedFor: Self.dark) == .white)
    }

    @Test func anInheritedTintInheritsAgain() throws {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      try styleAndUnstyle("View.x { tint-color: red; }", child, below: parent)
      parent.tintColor = .white
      #expect(Color(child.tintColor) == .white)
    }

    @Test func aTintOfItsOwnIsPutBack() throws {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      child.tintColor = .green
      try styleAndUnstyle("View.x { tint-color: red; }", child, below: parent)
      parent.tintColor = .white
      #expect(child.tintColor == .green)
    }

    @Test func aSystemButtonsImageTintInheritsAgain() throws {
      let parent = UIView()
      let button = UIButton(type: .system)
      parent.addSubview(button)
      try styleAndUnstyle("Button.x { image-tint-color: red; }", button, below: parent)
      parent.tintColor = .white
      #expect(Color(button.tintColor) == .white)
    }

    @Test func aStatesTitleFallsBackToTheNormalStatesAgain() throws {
      let button = UIButton()
      button.setTitle("Go", for: .normal)
      button.setTitleColor(.black, for: .normal)
      try styleAndUnstyle(
        "Button.x { title-highlighted: \"Wait\"; title-color-highlighted: red; }", button,
        below: button)
      button.setTitle("Stop", for: .normal)
      button.setTitleColor(.blue, for: .normal)
      #expect(button.title(for: .highlighted) == "Stop")
      #expect(button.titleColor(for: .highlighted) == .blue)
    }

    @Test func aStatesOwnTitleIsPutBack() throws {
      let button = UIButton()
      button.setTitle("Go", for: .normal)
      button.setTitle("Going", for: .highlighted)
      try styleAndUnstyle("Button.x { title-highlighted: \"Wait\"; }", button, below: button)
      #expect(button.title(for: .highlighted) == "Going")
    }

    @Test func aLayersOwnShadowAndBorderArePutBackAsTheLayerHeldThem() throws {
      let view = UIView()
      let shadow = UIColor(displayP3Red: 0.3, green: 0.6, blue: 0.4, alpha: 1).cgColor
      view.layer.shadowColor = shadow
      view.layer.shadowOpacity = 0.3
      view.layer.borderColor = nil
      try styleAndUnstyle(
        "View.x { box-shadow: 0 4px 12px black; border: 2px solid red; }", view, below: view)
      #expect(view.layer.shadowColor === shadow)
      #expect(view.layer.shadowOpacity == 0.3)
      #expect(view.layer.borderColor == nil)
      #expect(view.layer.borderWidth == 0)
    }

    @Test func anAutomaticTintAdjustmentModeFollowsItsSuperviewAgain() throws {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      try styleAndUnstyle("View.x { tint-adjustment-mode: dimmed; }", child, below: parent)
      parent.tintAdjustmentMode = .dimmed
      #expect(child.tintAdjustmentMode == .dimmed)
      parent.tintAdjustmentMode = .normal
      #expect(child.tintAdjustmentMode == .normal)
    }

    @Test func aTintAdjustmentModeOfItsOwnIsPutBack() throws {
      let parent = UIView()
      let child = UIView()
      parent.addSubview(child)
      child.tintAdjustmentMode = .dimmed
      try styleAndUnstyle("View.x { tint-adjustment-mode: normal; }", child, below: parent)
      #expect(child.tintAdjustmentMode == .dimmed)
    }

    @Test func aDynamicPlaceholderColorStaysDynamic() throws {
      let field = UITextField()
      let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
      field.attributedPlaceholder = NSAttributedString(
        string: "Name", attributes: [.foregroundColor: dynamic])
      try styleAndUnstyle("TextField.x { placeholder-color: red; }", field, below: field)
      let placeholder = try #require(field.attributedPlaceholder)
      let color = try #require(
        placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
      #expect(Color(color, resolvedFor: Self.dark) == .white)
      #expect(placeholder.string == "Name")
    }

    @Test func anImageSetInCodeIsPutBack() throws {
      let imageView = UIImageView()
      let drawn = UIImage()
      imageView.image = drawn
      try styleAndUnstyle("ImageView.x { image-name: \"avatar\"; }", imageView, below: imageView)
      #expect(imageView.image === drawn)
      #expect(imageView.cascade.imageName == nil)
    }

    @Test func aTextFieldsUnsetColorAndFontAreUnsetAgain() throws {
      let field = UITextField()
      try styleAndUnstyle("TextField.x { color: red; font: headline; }", field, below: field)
      #expect(field.textColor == nil)
      #expect(field.font == nil)
    }
  }
#endif
