import CascadeViews
import Testing

@Suite struct FontTests {
  @Test func aSystemFontIsRegularUprightAndFixedByDefault() {
    let font = Font.system(size: 15)
    #expect(font.family == .system)
    #expect(font.size == 15)
    #expect(font.weight == .regular)
    #expect(!font.isItalic)
    #expect(font.textStyle == nil)
  }

  @Test func aCustomFontKeepsItsNameAndWeight() {
    let font = Font.custom("Avenir Next", size: 14, weight: .medium)
    #expect(font.family == .named("Avenir Next"))
    #expect(font.size == 14)
    #expect(font.weight == .medium)
    #expect(font.textStyle == nil)
  }

  @Test(arguments: [0, -0.0, -5, .nan, -.infinity, 0.5, .leastNonzeroMagnitude] as [Double])
  func aSizeBelowOnePointIsClampedToOnePoint(_ size: Double) {
    #expect(Font.system(size: size).size == 1)
    #expect(Font.custom("Menlo", size: size).size == 1)
    #expect(Font.body.size(size).size == 1)
    #expect(Font.minimumSize == 1)
  }

  @Test(arguments: [.infinity, 1_000.5, .greatestFiniteMagnitude] as [Double])
  func aSizeAboveTheMaximumIsClampedToOneThousandPoints(_ size: Double) {
    #expect(Font.system(size: size).size == 1_000)
    #expect(Font.custom("Menlo", size: size).size == 1_000)
    #expect(Font.body.size(size).size == 1_000)
    #expect(Font.maximumSize == 1_000)
  }

  @Test(arguments: [1, 12.5, 17, 1_000] as [Double])
  func aSizeInRangeIsKept(_ size: Double) {
    #expect(Font.system(size: size).size == size)
  }

  @Test func weightAndItalicKeepTheTextStyle() {
    let font = Font.body.weight(.bold).italic()
    #expect(font.weight == .bold)
    #expect(font.isItalic)
    #expect(font.textStyle == .body)
    #expect(font.size == 17)
  }

  @Test func aFixedSizeDropsTheTextStyle() {
    let font = Font.headline.italic().size(24)
    #expect(font == Font.system(size: 24, weight: .semibold).italic())
    #expect(font.textStyle == nil)
  }

  @Test func weightsCompareFromLightestToHeaviest() {
    #expect(Font.Weight.allCases.sorted() == Font.Weight.allCases)
    #expect(Font.Weight.allCases.first == .ultraLight)
    #expect(Font.Weight.allCases.last == .black)
    #expect(Font.Weight.semibold > .medium)
  }

  @Test(arguments: [
    (Font.system(size: 17, weight: .semibold), "system 17.0 semibold"),
    (Font.system(size: 12), "system 12.0"),
    (Font.custom("Avenir Next", size: 14).italic(), "\"Avenir Next\" 14.0 italic"),
    (Font.custom("Menlo", size: 11, weight: .bold).italic(), "\"Menlo\" 11.0 bold italic"),
    (Font.body, "body (system 17.0)"),
    (Font.headline, "headline (system 17.0 semibold)"),
    (Font.caption2.scaled(for: .accessibilityExtraExtraExtraLarge), "caption2 (system 40.0)"),
    (Font.title.italic(), "title (system 28.0 italic)"),
  ])
  func theDescriptionNamesStyleFamilySizeWeightAndItalic(_ font: Font, _ description: String) {
    #expect(font.description == description)
  }

  @Test func partsDescribeThemselvesByName() {
    #expect(Font.Family.system.description == "system")
    #expect(Font.Family.named("Georgia").description == "\"Georgia\"")
    #expect(
      Font.Weight.allCases.map(\.description) == [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
      ])
    #expect(
      Font.TextStyle.allCases.map(\.description) == [
        "largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline",
        "footnote", "caption", "caption2",
      ])
  }
}
