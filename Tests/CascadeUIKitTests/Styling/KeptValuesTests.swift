#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import CascadeViews
  import Testing

  /// The properties whose values UIKit cannot give back, which Cascade keeps beside the view:
  /// a placeholder's color without text, and the name of an image.
  @MainActor
  @Suite struct KeptValuesTests {
    @Test(arguments: [
      "TextField { placeholder-color: red; placeholder: \"Name\"; }",
      "TextField { placeholder: \"Name\"; placeholder-color: red; }",
    ])
    func aPlaceholderColorHoldsInEitherOrder(css: String) throws {
      let loaded = StyleVocabulary.uiKit.load(css, named: "field.css")
      #expect(loaded.diagnostics.isEmpty)
      let field = UITextField()
      try loaded.stylesheet.apply(to: field)
      let placeholder = try #require(field.attributedPlaceholder)
      let color = placeholder.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
      #expect(placeholder.string == "Name")
      #expect(color.map { Color($0) } == .red)
    }

    @Test func aPlaceholderColorIsRemovedWithItsRule() throws {
      let field = UITextField()
      field.placeholder = "Name"
      field.styleClasses = ["faint"]
      let loaded = StyleVocabulary.uiKit.load(
        "TextField.faint { placeholder-color: red; }", named: "field.css")
      try loaded.stylesheet.apply(to: field)
      #expect(field.cascade.placeholderColor == .red)
      field.styleClasses = []
      try loaded.stylesheet.apply(to: field)
      #expect(field.cascade.placeholderColor == nil)
      #expect(field.placeholder == "Name")
    }

    @Test func anImageNameReadsBackWhileItsImageIsShown() {
      let imageView = UIImageView()
      imageView.cascade.imageName = "star"
      #expect(imageView.cascade.imageName == "star")
      #if os(Linux)
        #expect(imageView.image != nil)  // the stub's bundle has an image for every name
      #endif
      imageView.image = UIImage()
      #expect(imageView.cascade.imageName == nil)
    }
  }
#endif
