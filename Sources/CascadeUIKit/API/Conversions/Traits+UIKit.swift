#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension Traits {
    /// The traits of a trait collection, with the accessibility settings that UIKit keeps
    /// outside it (Reduce Motion, Reduce Transparency). An unspecified trait keeps its
    /// default.
    ///
    /// ```swift
    /// let traits = Traits(view.traitCollection)
    /// ```
    ///
    /// - Parameter traitCollection: The trait collection.
    @MainActor
    public init(_ traitCollection: UITraitCollection) {
      self.init()
      colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
      SizeClass(traitCollection.horizontalSizeClass).map { horizontalSizeClass = $0 }
      SizeClass(traitCollection.verticalSizeClass).map { verticalSizeClass = $0 }
      ContentSizeCategory(traitCollection.preferredContentSizeCategory).map {
        contentSizeCategory = $0
      }
      layoutDirection =
        traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      isBoldTextEnabled = traitCollection.legibilityWeight == .bold
      isIncreasedContrastEnabled = traitCollection.accessibilityContrast == .high
      isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
      isReduceTransparencyEnabled = UIAccessibility.isReduceTransparencyEnabled
    }
  }

  extension SizeClass {
    /// A UIKit size class; `nil` for an unspecified one.
    ///
    /// ```swift
    /// SizeClass(.regular)  // .regular
    /// ```
    ///
    /// - Parameter sizeClass: The size class.
    public init?(_ sizeClass: UIUserInterfaceSizeClass) {
      switch sizeClass {
      case .compact: self = .compact
      case .regular: self = .regular
      default: return nil
      }
    }
  }

  extension ContentSizeCategory {
    /// A UIKit text size; `nil` for an unspecified or unknown one.
    ///
    /// ```swift
    /// ContentSizeCategory(.accessibilityLarge)  // .accessibilityLarge
    /// ```
    ///
    /// - Parameter category: The text size.
    public init?(_ category: UIContentSizeCategory) {
      guard let index = Self.uiKitCategories.firstIndex(of: category) else { return nil }
      self = Self.allCases[index]
    }

    /// UIKit's text sizes, in the order of `allCases`.
    static let uiKitCategories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
  }

  extension UIContentSizeCategory {
    /// The UIKit text size of a Cascade one.
    ///
    /// ```swift
    /// UIContentSizeCategory(ContentSizeCategory.large)  // .large
    /// ```
    ///
    /// - Parameter category: The text size.
    public init(_ category: ContentSizeCategory) {
      let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
      self = ContentSizeCategory.uiKitCategories[index]
    }
  }
#endif
