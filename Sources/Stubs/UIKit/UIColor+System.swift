#if os(Linux)
  internal import Foundation

  // The fixed colors (UIColor.h, iPhoneOS18.0.sdk: "These colors are cached", so each is one
  // object) and the system colors (UIInterface.h, iPhoneOS18.0.sdk, `UIColorSystemColors`),
  // which are dynamic: the stub gives each the light and dark values of Apple's Human
  // Interface Guidelines (Color > Specifications), one object per color, as UIKit does; not
  // their increased-contrast variants.
  extension UIColor {
    /// Black, 0 white. UIColor.h, iPhoneOS18.0.sdk.
    public class var black: UIColor { Palette.black }
    /// A dark gray, 0.333 white. UIColor.h, iPhoneOS18.0.sdk.
    public class var darkGray: UIColor { Palette.darkGray }
    /// A light gray, 0.667 white. UIColor.h, iPhoneOS18.0.sdk.
    public class var lightGray: UIColor { Palette.lightGray }
    /// White, 1 white. UIColor.h, iPhoneOS18.0.sdk.
    public class var white: UIColor { Palette.white }
    /// A gray, 0.5 white. UIColor.h, iPhoneOS18.0.sdk.
    public class var gray: UIColor { Palette.gray }
    /// Red, 1, 0, 0. UIColor.h, iPhoneOS18.0.sdk.
    public class var red: UIColor { Palette.red }
    /// Green, 0, 1, 0. UIColor.h, iPhoneOS18.0.sdk.
    public class var green: UIColor { Palette.green }
    /// Blue, 0, 0, 1. UIColor.h, iPhoneOS18.0.sdk.
    public class var blue: UIColor { Palette.blue }
    /// Cyan, 0, 1, 1. UIColor.h, iPhoneOS18.0.sdk.
    public class var cyan: UIColor { Palette.cyan }
    /// Yellow, 1, 1, 0. UIColor.h, iPhoneOS18.0.sdk.
    public class var yellow: UIColor { Palette.yellow }
    /// Magenta, 1, 0, 1. UIColor.h, iPhoneOS18.0.sdk.
    public class var magenta: UIColor { Palette.magenta }
    /// Orange, 1, 0.5, 0. UIColor.h, iPhoneOS18.0.sdk.
    public class var orange: UIColor { Palette.orange }
    /// Purple, 0.5, 0, 0.5. UIColor.h, iPhoneOS18.0.sdk.
    public class var purple: UIColor { Palette.purple }
    /// Brown, 0.6, 0.4, 0.2. UIColor.h, iPhoneOS18.0.sdk.
    public class var brown: UIColor { Palette.brown }
    /// Fully transparent, 0 white and 0 alpha. UIColor.h, iPhoneOS18.0.sdk.
    public class var clear: UIColor { Palette.clear }
  }

  @available(watchOS, unavailable)
  extension UIColor {
    /// The system red. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemRed: UIColor { Palette.systemRed }
    /// The system green. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemGreen: UIColor { Palette.systemGreen }
    /// The system blue, the default tint. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemBlue: UIColor { Palette.systemBlue }
    /// The system orange. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemOrange: UIColor { Palette.systemOrange }
    /// The system yellow. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemYellow: UIColor { Palette.systemYellow }
    /// The system pink. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemPink: UIColor { Palette.systemPink }
    /// The system purple. UIInterface.h, iPhoneOS18.0.sdk; iOS 9.
    public class var systemPurple: UIColor { Palette.systemPurple }
    /// The system teal. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemTeal: UIColor { Palette.systemTeal }
    /// The system indigo. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var systemIndigo: UIColor { Palette.systemIndigo }
    /// The system brown. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var systemBrown: UIColor { Palette.systemBrown }
    /// The system mint. UIInterface.h, iPhoneOS18.0.sdk; iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public class var systemMint: UIColor { Palette.systemMint }
    /// The system cyan. UIInterface.h, iPhoneOS18.0.sdk; iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public class var systemCyan: UIColor { Palette.systemCyan }
    /// The system gray. UIInterface.h, iPhoneOS18.0.sdk; iOS 7.
    public class var systemGray: UIColor { Palette.systemGray }

    /// A view's tint: resolved outside a view's context, the system's default tint; set as a
    /// view's `tintColor`, the same as `nil`. UIInterface.h, iPhoneOS18.0.sdk; iOS 15.
    @available(iOS 15.0, tvOS 15.0, *)
    public class var tintColor: UIColor { Palette.tintColor }

    /// The primary text color. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var label: UIColor { Palette.label }
    /// The secondary text color. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var secondaryLabel: UIColor { Palette.secondaryLabel }
    /// The tertiary text color. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var tertiaryLabel: UIColor { Palette.tertiaryLabel }
    /// The quaternary text color. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var quaternaryLabel: UIColor { Palette.quaternaryLabel }
    /// The color of links. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var link: UIColor { Palette.link }
    /// The color of placeholder text. UIInterface.h, iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var placeholderText: UIColor { Palette.placeholderText }
    /// The color of thin separators, partly transparent. UIInterface.h, iPhoneOS18.0.sdk;
    /// iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var separator: UIColor { Palette.separator }
    /// The color of separators that hide what is behind them. UIInterface.h,
    /// iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    public class var opaqueSeparator: UIColor { Palette.opaqueSeparator }
  }

  // The background, fill and numbered gray colors: iOS 13, not tvOS (UIInterface.h,
  // iPhoneOS18.0.sdk).
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension UIColor {
    /// The main background. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemBackground: UIColor { Palette.systemBackground }
    /// The background over the main one. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var secondarySystemBackground: UIColor { Palette.secondarySystemBackground }
    /// The background over the secondary one. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not
    /// tvOS.
    @available(iOS 13.0, *)
    public class var tertiarySystemBackground: UIColor { Palette.tertiarySystemBackground }
    /// The main background of grouped content. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not
    /// tvOS.
    @available(iOS 13.0, *)
    public class var systemGroupedBackground: UIColor { Palette.systemGroupedBackground }
    /// The background of groups over the main one. UIInterface.h, iPhoneOS18.0.sdk; iOS 13,
    /// not tvOS.
    @available(iOS 13.0, *)
    public class var secondarySystemGroupedBackground: UIColor {
      Palette.secondarySystemGroupedBackground
    }
    /// The background over a group's. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var tertiarySystemGroupedBackground: UIColor {
      Palette.tertiarySystemGroupedBackground
    }
    /// The fill of thin and small shapes. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemFill: UIColor { Palette.systemFill }
    /// The fill of medium shapes. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var secondarySystemFill: UIColor { Palette.secondarySystemFill }
    /// The fill of large shapes. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var tertiarySystemFill: UIColor { Palette.tertiarySystemFill }
    /// The fill of large areas with complex content. UIInterface.h, iPhoneOS18.0.sdk;
    /// iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var quaternarySystemFill: UIColor { Palette.quaternarySystemFill }
    /// A gray slightly nearer the background than the system gray. UIInterface.h,
    /// iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemGray2: UIColor { Palette.systemGray2 }
    /// A gray nearer the background than the second. UIInterface.h, iPhoneOS18.0.sdk;
    /// iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemGray3: UIColor { Palette.systemGray3 }
    /// A gray nearer the background than the third. UIInterface.h, iPhoneOS18.0.sdk; iOS 13,
    /// not tvOS.
    @available(iOS 13.0, *)
    public class var systemGray4: UIColor { Palette.systemGray4 }
    /// A gray nearer the background than the fourth. UIInterface.h, iPhoneOS18.0.sdk;
    /// iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemGray5: UIColor { Palette.systemGray5 }
    /// The gray nearest the background. UIInterface.h, iPhoneOS18.0.sdk; iOS 13, not tvOS.
    @available(iOS 13.0, *)
    public class var systemGray6: UIColor { Palette.systemGray6 }
    /// Text that is always light, for dark backgrounds. UIInterface.h, iPhoneOS18.0.sdk; not
    /// tvOS.
    public class var lightText: UIColor { Palette.lightText }
    /// Text that is always dark, for light backgrounds. UIInterface.h, iPhoneOS18.0.sdk; not
    /// tvOS.
    public class var darkText: UIColor { Palette.darkText }
  }

  /// The stub's colors, one object each.
  enum Palette {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)

    static let systemRed = system(0xFF3B30, 0xFF453A)
    static let systemGreen = system(0x34C759, 0x30D158)
    static let systemBlue = system(0x007AFF, 0x0A84FF)
    static let systemOrange = system(0xFF9500, 0xFF9F0A)
    static let systemYellow = system(0xFFCC00, 0xFFD60A)
    static let systemPink = system(0xFF2D55, 0xFF375F)
    static let systemPurple = system(0xAF52DE, 0xBF5AF2)
    static let systemTeal = system(0x30B0C7, 0x40C8E0)
    static let systemIndigo = system(0x5856D6, 0x5E5CE6)
    static let systemBrown = system(0xA2845E, 0xAC8E68)
    static let systemMint = system(0x00C7BE, 0x63E6E2)
    static let systemCyan = system(0x32ADE6, 0x64D2FF)
    static let systemGray = system(0x8E8E93, 0x8E8E93)
    static let tintColor = UIColor { _ in systemBlue }

    static let label = system(0x000000, 0xFFFFFF)
    static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    static let link = system(0x007AFF, 0x0984FF)
    static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    static let systemBackground = system(0xFFFFFF, 0x000000)
    static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)
    static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    static let quaternarySystemFill = system(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)
    static let systemGray2 = system(0xAEAEB2, 0x636366)
    static let systemGray3 = system(0xC7C7CC, 0x48484A)
    static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)

    /// A dynamic color: `light` in every appearance but the dark one.
    private static func system(
      _ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil
    ) -> UIColor {
      let lightColor = color(light, alpha: alpha)
      let darkColor = color(dark, alpha: darkAlpha ?? alpha)
      return UIColor { $0.userInterfaceStyle == .dark ? darkColor : lightColor }
    }

    private static func color(_ rgb: UInt32, alpha: CGFloat) -> UIColor {
      UIColor(
        red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255,
        blue: CGFloat(rgb & 0xFF) / 255, alpha: alpha)
    }
  }
#endif
