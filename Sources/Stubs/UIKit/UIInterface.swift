#if os(Linux)
  /// Light or dark appearance. UIInterface.h, iPhoneOS18.0.sdk; iOS 12.
  @available(iOS 12.0, *)
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
  }

  /// A size class. UIInterface.h, iPhoneOS18.0.sdk.
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified = 0
    /// Constrained.
    case compact = 1
    /// Expansive.
    case regular = 2
  }

  /// The layout direction a trait collection gives. UIInterface.h, iPhoneOS18.0.sdk;
  /// iOS 10.
  @available(iOS 10.0, *)
  public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
  }

  /// The weight text should have for legibility: bold when Bold Text is on.
  /// UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
  @available(iOS 13.0, *)
  public enum UILegibilityWeight: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// Regular.
    case regular = 0
    /// Bold.
    case bold = 1
  }

  /// The contrast the reader asked for. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
  @available(iOS 13.0, *)
  public enum UIAccessibilityContrast: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// The standard contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
  }
#endif
