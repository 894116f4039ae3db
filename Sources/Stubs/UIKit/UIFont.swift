#if os(Linux)
  public import Foundation

  /// A font. UIFont.h (not among the stored SDK copies; the shape Swift imports): Sendable,
  /// not main-actor isolated. The stub's fonts are faces with a family, weight, italic and
  /// size, described and named as iOS describes and names them (see `FontFace`).
  open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight: a number from -1 (lightest) to 1 (heaviest). UIFontDescriptor.h,
    /// iPhoneOS18.0.sdk; iOS 8.2. `NS_TYPED_EXTENSIBLE_ENUM`, so Swift imports an unlabeled
    /// initializer beside `init(rawValue:)`, and `UIFont.Weight.init` alone is ambiguous.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight's number.
      public let rawValue: CGFloat
      /// Creates a weight from its number.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// Creates a weight from its number, as an extensible enum imports it.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      /// Ultra light.
      public static let ultraLight = Weight(rawValue: -0.8)
      /// Thin.
      public static let thin = Weight(rawValue: -0.6)
      /// Light.
      public static let light = Weight(rawValue: -0.4)
      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Medium.
      public static let medium = Weight(rawValue: 0.23)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
      /// Heavy.
      public static let heavy = Weight(rawValue: 0.56)
      /// Black.
      public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style. UIFontDescriptor.h, iPhoneOS18.0.sdk; iOS 7.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// The style's identifier.
      public let rawValue: String
      /// Creates a style from its identifier.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The large title; iOS 11, watchOS 5, not tvOS.
      @available(iOS 11.0, watchOS 5.0, *)
      @available(tvOS, unavailable)
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// The first-level title; iOS 9.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// The second-level title; iOS 9.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// The third-level title; iOS 9.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headlines.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Body text.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callouts; iOS 9.
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Subheadlines.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Footnotes.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Standard captions.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Alternate captions.
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// The face: family, weight, italic, size and text style.
    let face: FontFace

    /// What the font is, as iOS describes it: a preferred font by its text style's usage
    /// and size, the system font by its weight's usage and size, another by its name and size;
    /// no traits dictionary. UIFont.h (not among the stored SDK copies).
    public let fontDescriptor: UIFontDescriptor

    init(face: FontFace) {
      self.face = face
      fontDescriptor = face.descriptor
      super.init()
    }

    /// A font from a descriptor; a size of 0 keeps the descriptor's (12 points without
    /// one). UIFont.h.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      self.init(face: FontFace(descriptor, size: pointSize))
    }

    /// A font by its name (`AvenirNext-Medium`) or its family's; `nil` when no such font is
    /// installed. The stub has every font whose name does not begin with a period. UIFont.h.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      guard !fontName.hasPrefix(".") else { return nil }
      self.init(descriptor: UIFontDescriptor(fontAttributes: [.name: fontName]), size: fontSize)
    }

    /// The system font at a size and weight. UIFont.h; iOS 8.2.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
      UIFont(face: FontFace(family: nil, weight: weight, size: fontSize))
    }

    /// The system font for a text style, sized for a trait collection's text size, or the
    /// current one's for `nil`. UIFont.h; iOS 10. Sized as Apple's Dynamic Type table gives.
    open class func preferredFont(
      forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      UIFont(
        descriptor: .preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection),
        size: 0)
    }

    /// The system font for a text style, sized for the current text size. UIFont.h; iOS 7.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
      preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font's family name; `.AppleSystemUIFont` for the system font. UIFont.h.
    open var familyName: String { face.familyName }

    /// The font's face name: `.SFUI-Semibold`, `AvenirNext-MediumItalic`. UIFont.h.
    open var fontName: String { face.fontName }

    /// The size, in points. UIFont.h.
    open var pointSize: CGFloat { face.size }
  }
#endif
