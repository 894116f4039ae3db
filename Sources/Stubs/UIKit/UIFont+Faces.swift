// How the stub reads a font descriptor and builds the descriptor and name a font has on iOS.
//
// On iOS a preferred font's descriptor holds its text style as a usage and its size, and no
// traits dictionary; its bold and italic variants change the usage
// (`UICTFontTextStyleEmphasizedBody`, `UICTFontTextStyleItalicBody`); the system font's
// descriptor holds a usage of its weight (`CTFontDemiUsage` for semibold); a named font's holds
// its name and size. The weight and italic of a face show in its name: `.SFUI-SemiboldItalic`,
// `AvenirNext-Medium`. The stub builds the same, so that code reading a font back must read
// it as it would on a device.
#if os(Linux)
  internal import Foundation

  /// A face: family, weight, italic and size, and the text style that sized it.
  struct FontFace {
    /// The family; `nil` for the system font.
    var family: String?
    var weight: UIFont.Weight
    var isItalic: Bool
    var size: CGFloat
    /// The usage of a text style, kept while the face is a preferred font's.
    var textStyleUsage: FontUsage?

    /// The face a descriptor names, at its size or, given one, at `size`.
    init(_ descriptor: UIFontDescriptor, size: CGFloat = 0) {
      let attributes = descriptor.fontAttributes
      let traits = attributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
      let symbolic = UIFontDescriptor.SymbolicTraits(
        rawValue: traits[.symbolic] as? UInt32 ?? 0)
      let weight = (traits[.weight] as? CGFloat).map { UIFont.Weight(rawValue: $0) }
      self.size = size > 0 ? size : attributes[.size] as? CGFloat ?? 12
      if let usage = (attributes[.textStyle] as? String).flatMap(FontUsage.init) {
        family = nil
        self.weight = weight ?? usage.weight
        isItalic = usage.isItalic || symbolic.contains(.traitItalic)
        textStyleUsage = usage.textStyle == nil ? nil : usage
        return
      }
      let named = (attributes[.name] as? String).map(FontNames.face(named:))
      let familyName = named?.family ?? attributes[.family] as? String
      family = familyName == FontNames.systemFamily ? nil : familyName
      self.weight = weight ?? named?.weight ?? .regular
      isItalic = symbolic.contains(.traitItalic) || named?.isItalic == true
      textStyleUsage = nil
    }

    init(family: String?, weight: UIFont.Weight, size: CGFloat) {
      self.family = family
      self.weight = weight
      isItalic = false
      self.size = size
      textStyleUsage = nil
    }

    /// The face at another size, no longer a preferred font's.
    func scaled(to size: CGFloat) -> FontFace {
      var face = self
      face.size = size
      face.textStyleUsage = nil
      return face
    }

    var familyName: String { family ?? FontNames.systemFamily }

    /// The name iOS gives the face: `.SFUI-Semibold`, `AvenirNext-MediumItalic`.
    var fontName: String {
      let stem = family.map { $0.replacingOccurrences(of: " ", with: "") } ?? ".SFUI"
      return stem + "-" + FontNames.name(of: weight) + (isItalic ? "Italic" : "")
    }

    var symbolicTraits: UIFontDescriptor.SymbolicTraits {
      var traits: UIFontDescriptor.SymbolicTraits = []
      if isItalic { traits.insert(.traitItalic) }
      if weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
      return traits
    }

    /// The descriptor iOS builds for a font of the face: a usage and a size for the system
    /// font, a name and a size for another; never a traits dictionary.
    var descriptor: UIFontDescriptor {
      if var usage = textStyleUsage {
        usage.isItalic = isItalic
        return UIFontDescriptor(fontAttributes: [.textStyle: usage.description, .size: size])
      }
      guard family != nil else {
        let usage = FontUsage(systemWeight: weight, isItalic: isItalic)
        return UIFontDescriptor(fontAttributes: [.textStyle: usage.description, .size: size])
      }
      FontNames.register(self)
      return UIFontDescriptor(fontAttributes: [.name: fontName, .size: size])
    }
  }

  /// A usage: a text style with its variant, or the system font's weight.
  struct FontUsage: CustomStringConvertible {
    /// The text style's name after the prefix (`Body`, `Title0`); `nil` for a system usage.
    var base: String?
    /// `Short`, `Tall` or nothing.
    var variant = ""
    var isEmphasized = false
    var isItalic = false
    var systemWeight = UIFont.Weight.regular

    private static let textStylePrefix = "UICTFontTextStyle"

    init?(_ usage: String) {
      if usage.hasPrefix(Self.textStylePrefix) {
        var rest = Substring(usage.dropFirst(Self.textStylePrefix.count))
        for variant in ["Short", "Tall"] where rest.hasPrefix(variant) {
          self.variant = variant
          rest = rest.dropFirst(variant.count)
        }
        isEmphasized = Self.drop("Emphasized", from: &rest)
        isItalic = Self.drop("Italic", from: &rest)
        guard DynamicTypeSizes.bases.contains(String(rest)) else { return nil }
        base = String(rest)
      } else if usage.hasPrefix("CTFont"), usage.hasSuffix("Usage") {
        let name = usage.dropFirst("CTFont".count).dropLast("Usage".count)
        guard let face = FontNames.systemUsages[String(name)] else { return nil }
        (systemWeight, isItalic) = face
      } else {
        return nil
      }
    }

    init(systemWeight: UIFont.Weight, isItalic: Bool) {
      self.systemWeight = systemWeight
      self.isItalic = isItalic
    }

    private static func drop(_ word: String, from text: inout Substring) -> Bool {
      guard text.hasPrefix(word) else { return false }
      text = text.dropFirst(word.count)
      return true
    }

    /// The text style, without the variant; `nil` for a system usage.
    var textStyle: UIFont.TextStyle? {
      base.map { UIFont.TextStyle(rawValue: Self.textStylePrefix + $0) }
    }

    /// The weight of the face the usage names.
    var weight: UIFont.Weight {
      guard let base else { return systemWeight }
      return isEmphasized
        ? DynamicTypeSizes.emphasizedWeight(of: base) : DynamicTypeSizes.weight(of: base)
    }

    /// The usage of the variant with these traits.
    func with(_ traits: UIFontDescriptor.SymbolicTraits) -> FontUsage {
      var usage = self
      usage.isItalic = traits.contains(.traitItalic)
      if base != nil {
        usage.isEmphasized = traits.contains(.traitBold)
      } else if traits.contains(.traitBold), systemWeight.rawValue < UIFont.Weight.bold.rawValue {
        usage.systemWeight = .bold
      }
      return usage
    }

    var description: String {
      guard let base else {
        return "CTFont" + FontNames.systemUsageName(systemWeight, isItalic: isItalic) + "Usage"
      }
      return Self.textStylePrefix + variant + (isEmphasized ? "Emphasized" : "")
        + (isItalic ? "Italic" : "") + base
    }
  }
#endif
