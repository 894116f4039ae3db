#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension UIFont {
    /// The UIKit font of a Cascade font. A system font with a text style is the system's
    /// preferred font for that style, with the font's weight and italic; a font of another
    /// family with a text style scales with Dynamic Type through `UIFontMetrics`; a font
    /// without one has a fixed size. A family not installed falls back to the system font.
    ///
    /// ```swift
    /// label.font = UIFont(.headline, compatibleWith: label.traitCollection)
    /// ```
    ///
    /// - Parameters:
    ///   - font: The font.
    ///   - traitCollection: The traits whose text size a text style is sized for.
    public convenience init(_ font: Font, compatibleWith traitCollection: UITraitCollection? = nil)
    {
      if let style = font.textStyle, font.family == .system {
        let preferred = UIFontDescriptor.preferredFontDescriptor(
          withTextStyle: UIFont.TextStyle(style), compatibleWith: traitCollection)
        self.init(descriptor: Self.styled(preferred, as: font), size: 0)
        return
      }
      let base = Self.base(of: font)
      guard let style = font.textStyle else {
        self.init(descriptor: base.fontDescriptor, size: 0)
        return
      }
      let scaled = UIFontMetrics(forTextStyle: UIFont.TextStyle(style))
        .scaledFont(for: base, compatibleWith: traitCollection)
      self.init(descriptor: scaled.fontDescriptor, size: 0)
    }

    /// The font at its own size, without Dynamic Type.
    private static func base(of font: Font) -> UIFont {
      let size = CGFloat(font.size)
      let named: UIFont? =
        if case .named(let name) = font.family { UIFont(name: name, size: size) } else { nil }
      let base = named ?? .systemFont(ofSize: size, weight: UIFont.Weight(font.weight))
      return UIFont(descriptor: styled(base.fontDescriptor, as: font), size: 0)
    }

    /// A descriptor with a font's weight, and italic if the font is.
    private static func styled(_ descriptor: UIFontDescriptor, as font: Font) -> UIFontDescriptor {
      let weighted = descriptor.addingAttributes([
        .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight(font.weight).rawValue]
      ])
      guard font.isItalic else { return weighted }
      let traits = weighted.symbolicTraits.union(.traitItalic)
      return weighted.withSymbolicTraits(traits) ?? weighted
    }
  }

  extension Font {
    /// The Cascade font of a UIKit font, read as iOS describes it: the text style of a
    /// preferred font from its descriptor's usage (`UICTFontTextStyleItalicBody` is the body
    /// style, italic), the weight from the descriptor's traits where it has them and from the
    /// face's name otherwise (`.SFUI-Semibold`, `AvenirNext-Medium`), italic from the
    /// symbolic traits, the usage or the name, and the family (the system's, for a family
    /// whose name begins with a period) and size. A font that `UIFontMetrics` scaled has lost
    /// its text style and comes back at its scaled size.
    ///
    /// ```swift
    /// let font = Font(label.font)
    /// ```
    ///
    /// - Parameter font: The font.
    public init(_ font: UIFont) {
      let descriptor = font.fontDescriptor
      let usage = (descriptor.object(forKey: .textStyle) as? String).flatMap(TextStyleUsage.init)
      let face = FaceName(font.fontName)
      let traits = descriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
      // `UIFontWeight` is an extensible enum: Swift imports `init(_:)` beside
      // `init(rawValue:)`, so the initializer is named, not passed unapplied.
      let number = traits?[.weight] as? CGFloat
      let weight = number.map { Weight(UIFont.Weight(rawValue: $0)) } ?? face.weight
      var converted: Font
      if let usage, let style = usage.style {
        let preferred = Font.preferred(style)
        converted = preferred.weight(weight ?? (usage.isEmphasized ? .bold : preferred.weight))
      } else if font.familyName.hasPrefix(".") {
        converted = .system(size: Double(font.pointSize), weight: weight ?? .regular)
      } else {
        converted = .custom(
          font.familyName, size: Double(font.pointSize), weight: weight ?? .regular)
      }
      let isItalic =
        descriptor.symbolicTraits.contains(.traitItalic) || usage?.isItalic == true
        || face.isItalic
      if isItalic { converted = converted.italic() }
      self = converted
    }
  }

  extension UIFont.Weight {
    /// The UIKit weight of a Cascade weight.
    ///
    /// ```swift
    /// UIFont.Weight(Font.Weight.semibold)  // .semibold
    /// ```
    ///
    /// - Parameter weight: The weight.
    public init(_ weight: Font.Weight) {
      self = Self.all[Font.Weight.allCases.firstIndex(of: weight) ?? 3]
    }

    /// UIKit's weights, lightest first, in the order of `Font.Weight.allCases`.
    static let all: [UIFont.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
  }

  extension Font.Weight {
    /// The Cascade weight nearest a UIKit weight.
    ///
    /// ```swift
    /// Font.Weight(UIFont.Weight.bold)  // .bold
    /// ```
    ///
    /// - Parameter weight: The weight.
    public init(_ weight: UIFont.Weight) {
      let distances = UIFont.Weight.all.map { abs($0.rawValue - weight.rawValue) }
      let nearest = distances.indices.min { distances[$0] < distances[$1] } ?? 3
      self = Font.Weight.allCases[nearest]
    }
  }

  extension UIFont.TextStyle {
    /// The UIKit text style of a Cascade one.
    ///
    /// ```swift
    /// UIFont.TextStyle(Font.TextStyle.title)  // .title1
    /// ```
    ///
    /// - Parameter style: The text style.
    public init(_ style: Font.TextStyle) {
      self = Self.all[Font.TextStyle.allCases.firstIndex(of: style) ?? 5]
    }

    /// UIKit's text styles, in the order of `Font.TextStyle.allCases`. tvOS has no large
    /// title: there a large title is the first-level title.
    static let all: [UIFont.TextStyle] = [
      largestTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
      .footnote, .caption1, .caption2,
    ]

    /// The large title, or on tvOS, which lacks it, the first-level title.
    private static var largestTitle: UIFont.TextStyle {
      #if os(tvOS)
        .title1
      #else
        .largeTitle
      #endif
    }
  }

  extension Font.TextStyle {
    /// The Cascade text style of a UIKit one; `nil` for a style Cascade does not have.
    ///
    /// ```swift
    /// Font.TextStyle(UIFont.TextStyle.caption1)  // .caption
    /// ```
    ///
    /// - Parameter style: The text style.
    public init?(_ style: UIFont.TextStyle) {
      // The last match: on tvOS the first-level title stands for the large title too, and
      // reads back as the title.
      guard let index = UIFont.TextStyle.all.lastIndex(of: style) else { return nil }
      self = Font.TextStyle.allCases[index]
    }
  }
#endif
