import CascadeViews
import Testing

@testable import CascadeCSS

/// A property the standard vocabulary should have: its name in text, the class that has
/// it, the Swift property's name as change accounting records it, and the identity of the
/// setter its Swift form makes.
private struct Expected: Sendable {
  let name: String
  let root: any AnyObject.Type
  let swiftName: String
  let valueType: String
  let identity: SetterIdentity
  /// A value's text, to make a setter with.
  let sample: String

  init<Root: AnyObject, Value>(
    _ name: String, _ keyPath: any ReferenceWritableKeyPath<Root, Value> & Sendable,
    _ swiftName: String, _ sample: String
  ) {
    self.name = name
    self.root = Root.self
    self.swiftName = swiftName
    self.valueType = "\(Value.self)"
    self.identity = .keyPath(keyPath)
    self.sample = sample
  }

  init<Value>(
    _ name: String, button keyPath: any KeyPath<Button, [ControlState: Value]> & Sendable,
    state: ControlState, _ swiftName: String, valueType: String, _ sample: String
  ) {
    self.name = name
    self.root = Button.self
    self.swiftName = swiftName
    self.valueType = valueType
    self.identity = .keyPath(keyPath, qualifier: state)
    self.sample = sample
  }
}

/// The table the vocabulary should have, written out from `PropertyNames`.
private let expected: [Expected] =
  [
    Expected(
      "is-user-interaction-enabled", \View.isUserInteractionEnabled, "isUserInteractionEnabled",
      "false"),
    Expected(
      "translates-autoresizing-mask-into-constraints",
      \View.translatesAutoresizingMaskIntoConstraints,
      "translatesAutoresizingMaskIntoConstraints", "false"),
    Expected("background-color", \View.backgroundColor, "backgroundColor", "red"),
    Expected("tint-color", \View.tintColor, "tintColor", "red"),
    Expected("tint-adjustment-mode", \View.tintAdjustmentMode, "tintAdjustmentMode", "dimmed"),
    Expected(
      "is-multiple-touch-enabled", \View.isMultipleTouchEnabled, "isMultipleTouchEnabled", "true"),
    Expected("is-exclusive-touch", \View.isExclusiveTouch, "isExclusiveTouch", "true"),
    Expected("clips-to-bounds", \View.clipsToBounds, "clipsToBounds", "true"),
    Expected("opacity", \View.alpha, "alpha", "0.5"),
    Expected("is-opaque", \View.isOpaque, "isOpaque", "false"),
    Expected(
      "clears-context-before-drawing", \View.clearsContextBeforeDrawing,
      "clearsContextBeforeDrawing", "false"),
    Expected("is-hidden", \View.isHidden, "isHidden", "true"),
    Expected("content-mode", \View.contentMode, "contentMode", "scale-aspect-fit"),
    Expected("border-radius", \View.cornerRadius, "cornerRadius", "12"),
    Expected("border", \View.border, "border", "1px solid red"),
    Expected("box-shadow", \View.shadow, "shadow", "0 2px 4px black"),
    Expected("padding", \View.layoutMargins, "layoutMargins", "8px 16px"),
    Expected("text", \Label.text, "text", "\"Hello\""),
    Expected("font", \Label.font, "font", "bold 17px"),
    Expected("color", \Label.textColor, "textColor", "red"),
    Expected("text-align", \Label.textAlignment, "textAlignment", "center"),
    Expected("number-of-lines", \Label.numberOfLines, "numberOfLines", "2"),
    Expected("line-break-mode", \Label.lineBreakMode, "lineBreakMode", "by-word-wrapping"),
    Expected(
      "adjusts-font-for-content-size-category", \Label.adjustsFontForContentSizeCategory,
      "adjustsFontForContentSizeCategory", "true"),
    Expected("is-enabled", \Button.isEnabled, "isEnabled", "false"),
    Expected("is-highlighted", \Button.isHighlighted, "isHighlighted", "true"),
    Expected("is-selected", \Button.isSelected, "isSelected", "true"),
    Expected("content-insets", \Button.contentInsets, "contentInsets", "8px 16px"),
    Expected("text", \TextField.text, "text", "\"Hello\""),
    Expected("placeholder", \TextField.placeholder, "placeholder", "\"Name\""),
    Expected("placeholder-color", \TextField.placeholderColor, "placeholderColor", "gray"),
    Expected("font", \TextField.font, "font", "body"),
    Expected("color", \TextField.textColor, "textColor", "red"),
    Expected("border-style", \TextField.borderStyle, "borderStyle", "rounded-rect"),
    Expected("is-secure-text-entry", \TextField.isSecureTextEntry, "isSecureTextEntry", "true"),
    Expected("image-name", \ImageView.imageName, "imageName", "\"star\""),
    Expected("axis", \StackView.axis, "axis", "vertical"),
    Expected("gap", \StackView.spacing, "spacing", "8"),
    Expected("alignment", \StackView.alignment, "alignment", "center"),
    Expected("distribution", \StackView.distribution, "distribution", "fill-equally"),
    // CSS's `color` on a button: the normal state's title color, as `title-color` is.
    Expected(
      "color", button: \.titleColors, state: .normal, "titleColors",
      valueType: "Optional<Color>", "red"),
  ]
  + buttonStates.flatMap { suffix, state in
    [
      Expected(
        "title" + suffix, button: \.titles, state: state, "titles",
        valueType: "Optional<String>", "\"Follow\""),
      Expected(
        "title-color" + suffix, button: \.titleColors, state: state, "titleColors",
        valueType: "Optional<Color>", "red"),
      Expected(
        "background-color" + (suffix.isEmpty ? "-normal" : suffix), button: \.backgroundColors,
        state: state, "backgroundColors", valueType: "Optional<Color>", "red"),
    ]
  }

private let buttonStates: [(String, ControlState)] = [
  ("", .normal), ("-highlighted", .highlighted), ("-disabled", .disabled),
  ("-selected", .selected), ("-focused", .focused),
]

@Suite struct StandardVocabularyTests {
  let vocabulary = StyleVocabulary.standard

  @Test func registersTheSubstituteTypes() {
    #expect(
      vocabulary.registeredTypes
        == [
          "Button", "Image", "ImageView", "Label", "StackView", "Text", "TextField", "View",
        ])
  }

  @Test func swiftUINamesSelectTheSameSubstitutes() throws {
    let loaded = vocabulary.load(
      "Text { number-of-lines: 3; } Image { image-name: \"logo\"; }", named: "names.css")
    #expect(loaded.diagnostics.isEmpty)
    let (label, image) = (Label(), ImageView())
    try loaded.stylesheet.apply(to: label)
    try loaded.stylesheet.apply(to: image)
    #expect(label.numberOfLines == 3)
    #expect(image.imageName == "logo")
  }

  /// Each registered property and each expected one, as name, root type and value type.
  private var registeredAndExpected: (registered: [String], table: [String]) {
    let registered: [String] = vocabulary.registeredProperties.map {
      "\($0.name) \($0.rootType) \($0.valueType)"
    }
    let table: [String] = expected.map { "\($0.name) \($0.root) \($0.valueType)" }
    return (registered, table)
  }

  @Test func registersExactlyTheExpectedProperties() {
    let (registered, table) = registeredAndExpected
    let unexpected: [String] = Set(registered).subtracting(table).sorted()
    let missing: [String] = Set(table).subtracting(registered).sorted()
    #expect(unexpected == [])
    #expect(missing == [])
  }

  @Test func registersEachPropertyOnce() {
    let (registered, table) = registeredAndExpected
    #expect(registered.count == table.count)
  }

  @Test(
    arguments: [
      View.self, Label.self, Button.self, TextField.self, ImageView.self, StackView.self,
    ] as [View.Type])
  func everySwiftPropertyHasAName(type: View.Type) {
    let applying = expected.filter {
      ObjectIdentifier($0.root) == ObjectIdentifier(type)
        || ObjectIdentifier($0.root) == ObjectIdentifier(View.self)
    }
    #expect(Set(applying.map(\.swiftName)) == Set(type.propertyNames.values))
  }

  @Test(arguments: expected.map(\.name).enumerated().map { $0.offset })
  func propertyMakesTheSetterOfItsSwiftForm(index: Int) throws {
    let property = expected[index]
    let binding = try #require(
      vocabulary.properties[property.name]?.first {
        ObjectIdentifier($0.rootType) == ObjectIdentifier(property.root)
      })
    let value = try binding.valueType.init(cssText: property.sample)
    #expect(identities(binding, root: property.root, value: value) == [property.identity])
  }

  @Test func keyPathPropertyEqualsTheSwiftForm() throws {
    let color = try #require(vocabulary.properties["color"]?.first { $0.rootType == Label.self })
    let style = try #require(
      color.style(
        for: Label.self, value: .literal(Optional(Color.red) as Color?), location: Self.location,
        tokens: Self.noTokens))
    #expect(style == Style<Label> { Setter(\.textColor, Color.red) })
  }

  @Test func perStatePropertyEqualsTheSwiftForm() throws {
    let titleColor = try #require(vocabulary.properties["title-color-highlighted"]?.first)
    let style = try #require(
      titleColor.style(
        for: Button.self, value: .literal(Optional(Color.red)), location: Self.location,
        tokens: Self.noTokens))
    #expect(style == Style<Button> { Setter.titleColor(.red, for: .highlighted) })
  }

  @Test func registersTheStandardTokens() {
    #expect(
      vocabulary.registeredTokens.map { "\($0.name) \($0.valueType)" } == [
        "accent Color", "background Color", "card-corner-radius Double", "primary-text Color",
        "secondary-background Color", "secondary-text Color", "separator Color",
        "spacing Double",
      ])
  }

  @Test func registersTheStandardFeatures() {
    #expect(
      vocabulary.registeredFeatures.map { "\($0.name)\($0.isRange ? " range" : "")" } == [
        "bold-text", "content-size-category range", "horizontal-size-class",
        "layout-direction", "prefers-color-scheme", "prefers-contrast",
        "prefers-reduced-motion", "prefers-reduced-transparency", "vertical-size-class",
      ])
  }

  @Test(arguments: [
    ("prefers-reduced-motion", "reduce", Traits().setting(ReduceMotionKey.self, to: true)),
    (
      "prefers-reduced-transparency", "reduce",
      Traits().setting(ReduceTransparencyKey.self, to: true)
    ),
    ("prefers-contrast", "more", Traits().setting(IncreasedContrastKey.self, to: true)),
    ("bold-text", "true", Traits().setting(BoldTextKey.self, to: true)),
    ("prefers-color-scheme", "dark", Traits().setting(ColorSchemeKey.self, to: .dark)),
    ("layout-direction", "rtl", Traits().setting(LayoutDirectionKey.self, to: .rightToLeft)),
    (
      "horizontal-size-class", "regular",
      Traits().setting(HorizontalSizeClassKey.self, to: .regular)
    ),
    ("vertical-size-class", "compact", Traits().setting(VerticalSizeClassKey.self, to: .compact)),
  ])
  func featureHoldsForItsTrait(name: String, text: String, traits: Traits) throws {
    let feature = try #require(vocabulary.features[name])
    let value = try feature.valueType.init(cssText: text)
    #expect(feature.test(traits, value, .equal))
    #expect(!feature.test(Traits(), value, .equal))
  }

  @Test(arguments: [
    "bold-text", "prefers-contrast", "prefers-reduced-motion", "prefers-reduced-transparency",
  ])
  func switchMayStandAlone(name: String) throws {
    let feature = try #require(vocabulary.features[name])
    let implicit = try #require(feature.implicitValue)
    #expect(!feature.test(Traits(), implicit, .equal))
  }

  @Test func contentSizeCategoryIsARange() throws {
    let feature = try #require(vocabulary.features["content-size-category"])
    let medium = try feature.valueType.init(cssText: "accessibility-medium")
    let large = Traits().setting(ContentSizeCategoryKey.self, to: .accessibilityLarge)
    #expect(feature.test(large, medium, .atLeast))
    #expect(!feature.test(large, medium, .atMost))
    #expect(!feature.test(Traits(), medium, .atLeast))
  }

  private static let location = SourceLocation(fileID: "standard.css", line: 1)
  private static let noTokens = TokenTable(bindings: [:], definitions: [:])

  private func identities<Root: AnyObject>(
    _ binding: any PropertyBinding, root: Root.Type, value: any CSSRepresentable
  ) -> [SetterIdentity] {
    binding.style(
      for: root, value: .literal(value), location: Self.location, tokens: Self.noTokens)?
      .identities ?? []
  }
}
