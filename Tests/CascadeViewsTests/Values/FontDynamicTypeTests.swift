import CascadeViews
import Testing

/// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, Typography), copied by
/// column: each row is one category, its sizes in `Font.TextStyle.allCases` order
/// (largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
/// caption, caption2).
private let table: [(ContentSizeCategory, [Double])] = [
  (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
  (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
  (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
  (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
  (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
  (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
  (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
  (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
  (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
  (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
  (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
  (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
]

@Suite struct FontDynamicTypeTests {
  @Test(arguments: table)
  func preferredSizesMatchApplesTable(_ category: ContentSizeCategory, _ sizes: [Double]) {
    let actual = Font.TextStyle.allCases.map { Font.preferred($0, for: category).size }
    #expect(actual == sizes)
  }

  @Test func theTableCoversEveryCategory() {
    #expect(table.map(\.0) == ContentSizeCategory.allCases)
  }

  @Test(arguments: Font.TextStyle.allCases)
  func sizesNeverShrinkAsTheCategoryGrows(_ style: Font.TextStyle) {
    let sizes = ContentSizeCategory.allCases.map { Font.preferred(style, for: $0).size }
    #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func headlineIsSemiboldAndEveryOtherStyleRegular(_ category: ContentSizeCategory) {
    for style in Font.TextStyle.allCases {
      let font = Font.preferred(style, for: category)
      #expect(font.weight == (style == .headline ? .semibold : .regular))
      #expect(font.family == .system)
      #expect(!font.isItalic)
      #expect(font.textStyle == style)
    }
  }

  @Test func theDefaultCategoryIsLarge() {
    for style in Font.TextStyle.allCases {
      #expect(Font.preferred(style) == Font.preferred(style, for: .large))
    }
  }

  @Test func namedStylesAreThePreferredFontsAtLarge() {
    let named: [Font] = [
      .largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline,
      .footnote, .caption, .caption2,
    ]
    #expect(named == Font.TextStyle.allCases.map { Font.preferred($0, for: .large) })
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func scalingATextStyleFontLooksUpTheTable(_ category: ContentSizeCategory) {
    for style in Font.TextStyle.allCases {
      #expect(Font.preferred(style).scaled(for: category) == .preferred(style, for: category))
    }
  }

  @Test func scalingKeepsWeightAndItalic() {
    let font = Font.body.weight(.bold).italic().scaled(for: .accessibilityLarge)
    #expect(font.size == 33)
    #expect(font.weight == .bold)
    #expect(font.isItalic)
    #expect(font.textStyle == .body)
  }

  @Test(arguments: [
    Font.system(size: 12), .custom("Menlo", size: 11, weight: .bold), .body.size(20),
  ])
  func scalingAFixedSizeFontReturnsItUnchanged(_ font: Font) {
    for category in ContentSizeCategory.allCases {
      #expect(font.scaled(for: category) == font)
    }
  }
}
