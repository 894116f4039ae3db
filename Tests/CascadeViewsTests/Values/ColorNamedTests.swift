import CascadeViews
import Testing

@Suite struct ColorNamedTests {
  static let named: [(Color, String)] = [
    (.black, "#000000"), (.white, "#FFFFFF"), (.clear, "#00000000"), (.gray, "#8E8E93"),
    (.red, "#FF3B30"), (.green, "#34C759"), (.blue, "#007AFF"), (.orange, "#FF9500"),
    (.yellow, "#FFCC00"), (.purple, "#AF52DE"), (.pink, "#FF2D55"), (.teal, "#30B0C7"),
    (.indigo, "#5856D6"), (.brown, "#A2845E"), (.cyan, "#32ADE6"), (.mint, "#00C7BE"),
  ]

  @Test(arguments: named)
  func namedColorsHaveTheirSystemValues(_ color: Color, _ hex: String) {
    #expect(color.hexString == hex)
  }

  @Test func namedColorsAreDistinct() {
    #expect(Set(Self.named.map(\.0)).count == Self.named.count)
    #expect(Set(Self.named.map(\.1)).count == Self.named.count)
  }

  @Test func onlyClearIsTransparent() {
    let transparent = Self.named.map(\.0).filter { $0.opacity < 1 }
    #expect(transparent == [.clear])
    #expect(Color.clear.opacity == 0)
  }
}
