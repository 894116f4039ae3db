import CascadeViews
import Testing

@Suite struct ContentSizeCategoryTests {
  @Test func casesRunFromExtraSmallToTheLargestAccessibilitySize() {
    #expect(
      ContentSizeCategory.allCases == [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ])
  }

  @Test func categoriesCompareBySize() {
    #expect(ContentSizeCategory.allCases.sorted() == ContentSizeCategory.allCases)
    #expect(ContentSizeCategory.extraSmall < .small)
    #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
    #expect(ContentSizeCategory.allCases.max() == .accessibilityExtraExtraExtraLarge)
  }

  @Test func theStandardCategoryIsLarge() {
    #expect(ContentSizeCategory.standard == .large)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func onlyTheFiveAXSizesAreAccessibilityCategories(_ category: ContentSizeCategory) {
    let axSizes = ContentSizeCategory.allCases.suffix(5)
    #expect(category.isAccessibilityCategory == axSizes.contains(category))
  }

  @Test func theDescriptionIsTheCaseName() {
    #expect(
      ContentSizeCategory.allCases.map(\.description) == [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
        "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
        "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
      ])
  }
}
