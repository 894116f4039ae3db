#if os(Linux)
  public import Foundation
  public import QuartzCore

  /// A color, fixed or resolved from a trait collection. UIColor.h, iPhoneOS18.0.sdk:
  /// Sendable, not main-actor isolated.
  open class UIColor: NSObject, @unchecked Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// A color from extended sRGB components. UIColor.h, iPhoneOS18.0.sdk.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = (red, green, blue, alpha)
      provider = nil
      super.init()
    }

    /// A gray. UIColor.h, iPhoneOS18.0.sdk.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color from a Core Graphics color. UIColor.h, iPhoneOS18.0.sdk.
    public convenience init(cgColor: CGColor) {
      let values = cgColor.components ?? [0, 1]
      if values.count >= 4 {
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
      } else {
        self.init(white: values.first ?? 0, alpha: values.last ?? 1)
      }
    }

    /// A color that a closure gives for each trait collection. UIColor.h, iPhoneOS18.0.sdk;
    /// iOS 13.
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
      components = (0, 0, 0, 1)
      provider = dynamicProvider
      super.init()
    }

    /// The color for a trait collection: itself unless it is dynamic. UIColor.h,
    /// iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// Reads the sRGB components; a dynamic color resolves with the current traits, which
    /// in the stub are a light appearance's. UIColor.h, iPhoneOS18.0.sdk.
    open func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      let color = resolvedColor(with: .standard).components
      red?.pointee = color.red
      green?.pointee = color.green
      blue?.pointee = color.blue
      alpha?.pointee = color.alpha
      return true
    }

    /// The color as Core Graphics keeps it, resolved as `getRed` resolves it. UIColor.h,
    /// iPhoneOS18.0.sdk.
    open var cgColor: CGColor {
      let color = resolvedColor(with: .standard).components
      return CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// Fully transparent. UIColor.h, iPhoneOS18.0.sdk.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Black. UIColor.h, iPhoneOS18.0.sdk.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White. UIColor.h, iPhoneOS18.0.sdk.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// The system blue, the default tint. UIColor.h, iPhoneOS18.0.sdk; iOS 7. The stub's is
    /// the light appearance's.
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1) }
    /// The background of a screen, white in light and black in dark. UIColor.h,
    /// iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor {
      UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    }
    /// The primary text color, black in light and white in dark. UIColor.h,
    /// iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, *)
    open class var label: UIColor {
      UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    }
  }
#endif
