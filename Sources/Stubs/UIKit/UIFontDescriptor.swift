#if os(Linux)
  public import Foundation

  /// What a font is, as attributes: family, name, size, traits, text style.
  /// UIFontDescriptor.h, iPhoneOS18.0.sdk: Sendable. A descriptor is a bag of attributes; a
  /// font made from one gives back the descriptor iOS builds (see ``UIFont``), and the
  /// symbolic traits of a descriptor with a usage (a text style, or the system font's weight)
  /// live in the usage, as on iOS.
  open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// An attribute's name. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
      /// The attribute's identifier.
      public let rawValue: String
      /// Creates a name from its identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The family name, a `String`.
      public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
      /// The font name, a `String`.
      public static let name = AttributeName(rawValue: "NSFontNameAttribute")
      /// The size, a `CGFloat`.
      public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
      /// The traits, a dictionary by ``UIFontDescriptor/TraitKey``.
      public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
      /// The usage of a system font, a `String`: a text style's identifier for a preferred
      /// font, with its variant (`UICTFontTextStyleItalicBody`).
      public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the traits dictionary. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
      /// The key's identifier.
      public let rawValue: String
      /// Creates a key from its identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The symbolic traits, a `UInt32`.
      public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
      /// The weight, a `CGFloat` as ``UIFont/Weight`` numbers it.
      public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// Traits such as italic and bold. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    public struct SymbolicTraits: OptionSet, Sendable {
      /// The bits.
      public let rawValue: UInt32
      /// Creates traits from bits.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Italic.
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold.
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    /// The descriptor's attributes. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor with attributes. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
      fontAttributes = attributes
      super.init()
    }

    /// One attribute's value. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    open func object(forKey anAttribute: AttributeName) -> Any? {
      fontAttributes[anAttribute]
    }

    /// This descriptor with more attributes, which replace its own. UIFontDescriptor.h,
    /// iPhoneOS18.0.sdk.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
      UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// The symbolic traits: those of the face the descriptor names. UIFontDescriptor.h,
    /// iPhoneOS18.0.sdk.
    open var symbolicTraits: SymbolicTraits {
      FontFace(self).symbolicTraits
    }

    /// This descriptor with other symbolic traits; `nil` where the family has no such face
    /// (never, in the stub). A descriptor with a usage gets the usage of the variant: bold is
    /// `Emphasized`, italic `Italic` in a text style's. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      if let usage = object(forKey: .textStyle) as? String {
        return addingAttributes([
          .textStyle: FontUsage(usage)?.with(symbolicTraits).description ?? usage
        ])
      }
      var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
      traits[.symbolic] = symbolicTraits.rawValue
      return addingAttributes([.traits: traits])
    }

    /// The descriptor of the system font for a text style, sized for a trait collection's
    /// text size, or the current one's for `nil`: its usage and size only, as iOS builds it.
    /// UIFontDescriptor.h, iPhoneOS18.0.sdk; iOS 10. The sizes are those of Apple's Human
    /// Interface Guidelines (Typography > Dynamic Type sizes).
    open class func preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
      let category = (traitCollection ?? .current).preferredContentSizeCategory
      return UIFontDescriptor(fontAttributes: [
        .textStyle: style.rawValue, .size: DynamicTypeSizes.size(of: style, at: category),
      ])
    }
  }

  /// Scales fonts and values for the reader's text size, along a text style's curve.
  /// UIFontMetrics.h (not among the stored SDK copies; the shape Swift imports): Sendable;
  /// iOS 11. The stub scales by the ratio of the style's sizes at the two text sizes in
  /// Apple's Dynamic Type table.
  @available(iOS 11.0, *)
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this applies.
    public let textStyle: UIFont.TextStyle

    /// The metrics of the body style. UIFontMetrics.h; iOS 11.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The metrics of a text style. UIFontMetrics.h; iOS 11.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// A font scaled from the Large text size to a trait collection's, or the current one's
    /// for `nil`. UIFontMetrics.h; iOS 11. The scaled font has no text style of its own.
    open func scaledFont(
      for font: UIFont, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
      return UIFont(face: FontFace(font.fontDescriptor).scaled(to: size))
    }

    /// A font scaled for the current text size. UIFontMetrics.h; iOS 11.
    open func scaledFont(for font: UIFont) -> UIFont {
      scaledFont(for: font, compatibleWith: nil)
    }

    /// A value scaled from the Large text size to a trait collection's, or the current
    /// one's for `nil`. UIFontMetrics.h; iOS 11.
    open func scaledValue(
      for value: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> CGFloat {
      let category = (traitCollection ?? .current).preferredContentSizeCategory
      return value * DynamicTypeSizes.size(of: textStyle, at: category)
        / DynamicTypeSizes.size(of: textStyle, at: .large)
    }
  }
#endif
