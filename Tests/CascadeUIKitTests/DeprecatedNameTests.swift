#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import Testing

  /// CascadeUIKit's names before 0.2.0 still compile, for one minor version, and do what
  /// their replacements do. Their deprecation warnings are expected in this file, which
  /// imports CascadeUIKit alone, as an app's file does.
  @MainActor
  @Suite struct DeprecatedNameTests {
    @Test func layerSettersForwardToApply() {
      let layer = CALayer()
      let border = Border(width: 2, color: .white)
      let shadow = Shadow(opacity: 0.5, radius: 12, offset: .init(width: 0, height: 4))
      layer.setBorder(border)
      layer.setShadow(shadow)
      #expect(Border(layer) == border)
      #expect(Shadow(layer) == shadow)
    }
  }
#endif
