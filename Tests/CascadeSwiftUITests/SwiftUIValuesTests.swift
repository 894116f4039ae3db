#if canImport(SwiftUI)
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  @Suite struct SwiftUIValuesTests {
    @Test func aColorKeepsItsComponents() throws {
      let color = try CascadeViews.Color(hex: "#336699")
      let converted = SwiftUIValues.color(color.opacity(0.5))
      #expect(converted == SwiftUI.Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
    }

    @Test func leftAndRightFollowTheLayoutDirection() {
      #expect(SwiftUIValues.textAlignment(.left, in: .leftToRight) == .leading)
      #expect(SwiftUIValues.textAlignment(.left, in: .rightToLeft) == .trailing)
      #expect(SwiftUIValues.textAlignment(.right, in: .rightToLeft) == .leading)
      #expect(SwiftUIValues.textAlignment(.natural, in: .rightToLeft) == .leading)
    }

    @Test func paddingKeepsEachEdge() {
      let insets = CascadeViews.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
      #expect(
        SwiftUIValues.insets(insets)
          == SwiftUI.EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }
  }
#endif
