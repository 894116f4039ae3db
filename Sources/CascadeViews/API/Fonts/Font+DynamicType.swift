// Apple's Dynamic Type sizes for iOS and iPadOS, in points, from the Human Interface
// Guidelines (Typography > Specifications > Dynamic Type sizes). Each row runs from
// extra small to AX5, in `ContentSizeCategory.allCases` order; Large is the fourth column.
extension Font.TextStyle {
  /// The point size of this style at a content-size category.
  func pointSize(for category: ContentSizeCategory) -> Double {
    pointSizes[category.index]
  }

  /// The weight of this style: semibold for the headline, regular for the others.
  var weight: Font.Weight {
    self == .headline ? .semibold : .regular
  }

  /// Columns: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5.
  private var pointSizes: [Double] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }
}
