#if os(Linux)
  public import Foundation

  /// The traits of an interface's environment. UITraitCollection.h, iPhoneOS17.5.sdk:
  /// Sendable, not main-actor isolated, its properties read-only.
  open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark. UITraitCollection.h, iPhoneOS17.5.sdk; iOS 12.
    @available(iOS 12.0, *)
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The horizontal size class. UITraitCollection.h, iPhoneOS17.5.sdk.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class. UITraitCollection.h, iPhoneOS17.5.sdk.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The preferred text size. UITraitCollection.h, iPhoneOS17.5.sdk; iOS 10.
    @available(iOS 10.0, *)
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The layout direction. UITraitCollection.h, iPhoneOS17.5.sdk; iOS 10.
    @available(iOS 10.0, *)
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Bold when Bold Text is on. UITraitCollection.h, iPhoneOS17.5.sdk; iOS 13.
    @available(iOS 13.0, *)
    public let legibilityWeight: UILegibilityWeight
    /// High when Increase Contrast is on. UITraitCollection.h, iPhoneOS17.5.sdk; iOS 13.
    @available(iOS 13.0, *)
    public let accessibilityContrast: UIAccessibilityContrast

    /// A collection with every trait unspecified. UITraitCollection.h, iPhoneOS17.5.sdk.
    public override init() {
      userInterfaceStyle = .unspecified
      horizontalSizeClass = .unspecified
      verticalSizeClass = .unspecified
      preferredContentSizeCategory = .unspecified
      layoutDirection = .unspecified
      legibilityWeight = .unspecified
      accessibilityContrast = .unspecified
      super.init()
    }

    init(
      style: UIUserInterfaceStyle = .unspecified,
      horizontal: UIUserInterfaceSizeClass = .unspecified,
      vertical: UIUserInterfaceSizeClass = .unspecified,
      category: UIContentSizeCategory = .unspecified,
      direction: UITraitEnvironmentLayoutDirection = .unspecified,
      weight: UILegibilityWeight = .unspecified, contrast: UIAccessibilityContrast = .unspecified
    ) {
      userInterfaceStyle = style
      horizontalSizeClass = horizontal
      verticalSizeClass = vertical
      preferredContentSizeCategory = category
      layoutDirection = direction
      legibilityWeight = weight
      accessibilityContrast = contrast
      super.init()
    }

    /// A collection with only the appearance specified. UITraitCollection.h,
    /// iPhoneOS17.5.sdk; iOS 12.
    @available(iOS 12.0, *)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(style: userInterfaceStyle)
    }

    /// A collection with only the horizontal size class specified. UITraitCollection.h,
    /// iPhoneOS17.5.sdk.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(horizontal: horizontalSizeClass)
    }

    /// A collection with only the text size specified. UITraitCollection.h,
    /// iPhoneOS17.5.sdk; iOS 10.
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init(category: preferredContentSizeCategory)
    }

    /// The traits of a device in portrait with default settings: what the stub's views see
    /// when nothing overrides them.
    static let standard = UITraitCollection(
      style: .light, horizontal: .compact, vertical: .regular, category: .large,
      direction: .leftToRight, weight: .regular, contrast: .normal)

    /// Two collections are equal when every trait is.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UITraitCollection else { return false }
      return values == other.values
    }

    /// The traits' values, by the trait's identifier, for comparisons.
    var values: [String: Int] {
      [
        UITraitUserInterfaceStyle.identifier: userInterfaceStyle.rawValue,
        UITraitHorizontalSizeClass.identifier: horizontalSizeClass.rawValue,
        UITraitVerticalSizeClass.identifier: verticalSizeClass.rawValue,
        UITraitPreferredContentSizeCategory.identifier:
          preferredContentSizeCategory.rawValue.hashValue,
        UITraitLayoutDirection.identifier: layoutDirection.rawValue,
        UITraitLegibilityWeight.identifier: legibilityWeight.rawValue,
        UITraitAccessibilityContrast.identifier: accessibilityContrast.rawValue,
      ]
    }

    /// This collection with the traits that `overrides` specifies.
    func overridden(by overrides: UITraitOverrides) -> UITraitCollection {
      UITraitCollection(
        style: overrides.userInterfaceStyle ?? userInterfaceStyle,
        horizontal: overrides.horizontalSizeClass ?? horizontalSizeClass,
        vertical: overrides.verticalSizeClass ?? verticalSizeClass,
        category: overrides.preferredContentSizeCategory ?? preferredContentSizeCategory,
        direction: overrides.layoutDirection ?? layoutDirection,
        weight: overrides.legibilityWeight ?? legibilityWeight,
        contrast: overrides.accessibilityContrast ?? accessibilityContrast)
    }
  }

  /// An object with a trait collection. UITraitCollection.h, iPhoneOS17.5.sdk.
  @MainActor
  public protocol UITraitEnvironment: AnyObject {
    /// The object's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits change; deprecated in iOS 17 for trait change registration.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
  }
#endif
