#if os(Linux)
  public import Foundation

  /// What a font is, as attributes: family, name, size, traits, text style.
  /// UIFontDescriptor.h, iPhoneOS18.0.sdk: Sendable.
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
      /// The text style of a preferred font, its identifier as a `String`.
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

    /// The symbolic traits. UIFontDescriptor.h, iPhoneOS18.0.sdk.
    open var symbolicTraits: SymbolicTraits {
      SymbolicTraits(rawValue: traits[.symbolic] as? UInt32 ?? 0)
    }

    /// This descriptor with other symbolic traits; `nil` where the family has no such face
    /// (never, in the stub). UIFontDescriptor.h, iPhoneOS18.0.sdk.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      var traits = self.traits
      traits[.symbolic] = symbolicTraits.rawValue
      return addingAttributes([.traits: traits])
    }

    /// The descriptor of the system font for a text style. UIFontDescriptor.h,
    /// iPhoneOS18.0.sdk; iOS 10. The stub sizes every style for the default text size.
    open class func preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor {
      let weight: UIFont.Weight = style == .headline ? .semibold : .regular
      return system(weight: weight).addingAttributes([
        .size: largeSizes[style] ?? 17, .textStyle: style.rawValue,
      ])
    }

    /// The stub's system font at a weight.
    static func system(weight: UIFont.Weight) -> UIFontDescriptor {
      UIFontDescriptor(fontAttributes: [
        .family: ".AppleSystemUIFont", .traits: [TraitKey.weight: weight.rawValue],
      ])
    }

    private var traits: [TraitKey: Any] {
      fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
    }

    /// Each style's size at the Large text size, Apple's Dynamic Type table.
    private static let largeSizes: [UIFont.TextStyle: CGFloat] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
      .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
  }

  /// Scales fonts and values for the reader's text size. UIFontMetrics.h (not among the
  /// stored SDK copies; the shape Swift imports): Sendable; iOS 11.
  @available(iOS 11.0, *)
  open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style whose scaling this applies.
    public let textStyle: UIFont.TextStyle

    /// The metrics of a text style. UIFontMetrics.h; iOS 11.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
      self.textStyle = textStyle
      super.init()
    }

    /// A font scaled for a trait collection's text size. UIFontMetrics.h; iOS 11. The stub
    /// scales for the default text size, Large, which keeps the font as it is.
    open func scaledFont(
      for font: UIFont, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      font
    }
  }
#endif
