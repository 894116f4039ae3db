#if os(Linux)
  public import Foundation
  public import QuartzCore

  /// A color, fixed or resolved from a trait collection. UIColor.h, iPhoneOS18.0.sdk:
  /// Sendable, not main-actor isolated. The stub keeps a fixed color's components in the
  /// space it was made in (extended sRGB, Display P3 or gray), converts them to extended sRGB
  /// where UIKit does (`getRed`), and resolves a dynamic color against the current trait
  /// collection, as the header says UIKit does.
  open class UIColor: NSObject, @unchecked Sendable {
    /// How the color is kept.
    enum Storage {
      case rgb(CGFloat, CGFloat, CGFloat, CGFloat)
      case displayP3(CGFloat, CGFloat, CGFloat, CGFloat)
      case gray(CGFloat, CGFloat)
      case pattern(UIImage)
      case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) {
      self.storage = storage
      super.init()
    }

    /// A gray. UIColor.h, iPhoneOS18.0.sdk.
    public init(white: CGFloat, alpha: CGFloat) {
      storage = .gray(white, alpha)
      super.init()
    }

    /// A color from hue, saturation and brightness, in extended sRGB. UIColor.h,
    /// iPhoneOS18.0.sdk.
    public convenience init(
      hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
    ) {
      let (red, green, blue) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color from extended sRGB components. UIColor.h, iPhoneOS18.0.sdk.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      storage = .rgb(red, green, blue, alpha)
      super.init()
    }

    /// A color from Display P3 components. UIColor.h, iPhoneOS18.0.sdk; iOS 10.
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      storage = .displayP3(displayP3Red, green, blue, alpha)
      super.init()
    }

    /// A color from a Core Graphics color, in its color space. UIColor.h, iPhoneOS18.0.sdk.
    /// The stub reads sRGB, Display P3 and gray colors; another is clear.
    public convenience init(cgColor: CGColor) {
      self.init(storage: Self.storage(of: cgColor))
    }

    /// A color that draws an image as a tiled pattern. UIColor.h, iPhoneOS18.0.sdk.
    public convenience init(patternImage image: UIImage) {
      self.init(storage: .pattern(image))
    }

    /// A color that a closure gives for each trait collection. UIColor.h, iPhoneOS18.0.sdk;
    /// iOS 13, not watchOS.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
      storage = .dynamic(dynamicProvider)
      super.init()
    }

    /// The color of a name in the app's asset catalog; `nil` when it has none. UIColor.h,
    /// iPhoneOS18.0.sdk (`colorNamed:`); iOS 11. The stub has no asset catalog: always
    /// `nil`.
    @available(iOS 11.0, *)
    public convenience init?(named name: String) {
      return nil
    }

    /// The color of a name in a bundle's asset catalog, for a trait collection; `nil` when it
    /// has none. UIColor.h, iPhoneOS18.0.sdk; iOS 11, not watchOS. The stub has no asset
    /// catalog: always `nil`.
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      return nil
    }

    /// The color for a trait collection: itself unless it is dynamic. UIColor.h,
    /// iPhoneOS18.0.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      guard case .dynamic(let provider) = storage else { return self }
      return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Reads the color's components in extended sRGB, converting from its color space; a
    /// dynamic color resolves against `UITraitCollection.current` first. `false`, and nothing
    /// read, for a color no RGB space holds (a pattern). UIColor.h, iPhoneOS18.0.sdk.
    open func getRed(
      _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
      blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
      guard let color = resolvedColor(with: .current).extendedSRGB else { return false }
      red?.pointee = color.red
      green?.pointee = color.green
      blue?.pointee = color.blue
      alpha?.pointee = color.alpha
      return true
    }

    /// The color as Core Graphics keeps it, in the space it was made in; a dynamic color
    /// resolves against `UITraitCollection.current`. UIColor.h, iPhoneOS18.0.sdk.
    open var cgColor: CGColor {
      switch resolvedColor(with: .current).storage {
      case .rgb(let red, let green, let blue, let alpha):
        Self.cgColor(CGColorSpace.extendedSRGB, [red, green, blue, alpha])
      case .displayP3(let red, let green, let blue, let alpha):
        Self.cgColor(CGColorSpace.displayP3, [red, green, blue, alpha])
      case .gray(let white, let alpha):
        Self.cgColor(CGColorSpace.extendedGray, [white, alpha])
      case .pattern, .dynamic:
        Self.cgColor(CGColorSpace.extendedSRGB, [0, 0, 0, 0])
      }
    }

    /// Two fixed colors are equal when they are in the same space with the same components;
    /// a dynamic color is equal only to itself.
    open override func isEqual(_ object: Any?) -> Bool {
      guard let other = object as? UIColor else { return false }
      if other === self { return true }
      guard let mine = fixedComponents, let theirs = other.fixedComponents else { return false }
      return mine == theirs
    }

    /// A hash that equal colors share.
    open override var hash: Int {
      fixedComponents?.hashValue ?? ObjectIdentifier(self).hashValue
    }
  }

  extension UIColor {
    /// A fixed color's space and components, for comparisons; `nil` for a dynamic color.
    var fixedComponents: FixedComponents? {
      switch storage {
      case .rgb(let red, let green, let blue, let alpha):
        FixedComponents(space: 0, values: [red, green, blue, alpha])
      case .displayP3(let red, let green, let blue, let alpha):
        FixedComponents(space: 1, values: [red, green, blue, alpha])
      case .gray(let white, let alpha): FixedComponents(space: 2, values: [white, alpha])
      case .pattern(let image): FixedComponents(space: 3, image: ObjectIdentifier(image))
      case .dynamic: nil
      }
    }

    /// The components in extended sRGB of a fixed color; `nil` for a pattern or a dynamic
    /// color.
    var extendedSRGB: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
      switch storage {
      case .rgb(let red, let green, let blue, let alpha): (red, green, blue, alpha)
      case .gray(let white, let alpha): (white, white, white, alpha)
      case .displayP3(let red, let green, let blue, let alpha):
        DisplayP3.extendedSRGB(red, green, blue).map { ($0.0, $0.1, $0.2, alpha) }
      case .pattern, .dynamic: nil
      }
    }

    private static func cgColor(_ space: String, _ components: [CGFloat]) -> CGColor {
      // The stub knows these spaces, and gives each the right number of components.
      components.withUnsafeBufferPointer { buffer in
        CGColorSpace(name: space).flatMap { space in
          buffer.baseAddress.flatMap { CGColor(colorSpace: space, components: $0) }
        }
      } ?? CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)
    }

    /// How a Core Graphics color is kept, by its space.
    private static func storage(of color: CGColor) -> Storage {
      let values = color.components ?? []
      switch (color.colorSpace, values.count) {
      case (let space?, 4) where space.isDisplayP3:
        return .displayP3(values[0], values[1], values[2], values[3])
      case (_, 4): return .rgb(values[0], values[1], values[2], values[3])
      case (_, 2): return .gray(values[0], values[1])
      default: return .rgb(0, 0, 0, 0)
      }
    }

    /// Hue, saturation and brightness as red, green and blue.
    private static func rgb(
      hue: CGFloat, saturation: CGFloat, brightness: CGFloat
    ) -> (CGFloat, CGFloat, CGFloat) {
      let sector = (hue - hue.rounded(.down)) * 6
      let fraction = sector - sector.rounded(.down)
      let (p, q, t) = (
        brightness * (1 - saturation), brightness * (1 - saturation * fraction),
        brightness * (1 - saturation * (1 - fraction))
      )
      switch Int(sector) % 6 {
      case 0: return (brightness, t, p)
      case 1: return (q, brightness, p)
      case 2: return (p, brightness, t)
      case 3: return (p, q, brightness)
      case 4: return (t, p, brightness)
      default: return (brightness, p, q)
      }
    }
  }

  /// What tells fixed colors apart: their space and components, or a pattern's image.
  struct FixedComponents: Hashable {
    let space: Int
    var values: [CGFloat] = []
    var image: ObjectIdentifier?
  }

  /// Display P3 to extended sRGB: both spaces share sRGB's transfer curve and white point;
  /// the linear components convert with the matrix between their primaries.
  enum DisplayP3 {
    static func extendedSRGB(
      _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat
    ) -> (CGFloat, CGFloat, CGFloat)? {
      let (r, g, b) = (linear(red), linear(green), linear(blue))
      return (
        encoded(1.2249401 * r - 0.2249404 * g),
        encoded(-0.0420569 * r + 1.0420571 * g),
        encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b)
      )
    }

    /// sRGB's curve, decoded; negative values mirror positive ones, as extended spaces do.
    static func linear(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let decoded =
        magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return value < 0 ? -decoded : decoded
    }

    /// sRGB's curve, encoded.
    static func encoded(_ value: CGFloat) -> CGFloat {
      let magnitude = abs(value)
      let encoded =
        magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
      return value < 0 ? -encoded : encoded
    }
  }
#endif
