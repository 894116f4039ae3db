#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import Testing

  /// CSS's own property names keep CSS's value ranges in the UIKit vocabulary too.
  @MainActor
  @Suite struct ValueRangeTests {
    @Test func opacityAndLengthsReadAsCSSReadsThem() throws {
      let loaded = StyleVocabulary.uiKit.load(
        """
        UIView.card { opacity: 50%; border-radius: 4px; }
        UIView.card { border-radius: -3px; padding: 1px -1px; opacity: 0.5px; }
        UIStackView.card { gap: -2px; }
        """, named: "ranges.css")
      #expect(loaded.diagnostics.map(\.code) == Array(repeating: .invalidValue, count: 4))
      let view = UIView()
      view.styleClasses = ["card"]
      try loaded.stylesheet.apply(to: view)
      #expect(view.alpha == 0.5)
      #expect(view.layer.cornerRadius == 4)
    }
  }
#endif
