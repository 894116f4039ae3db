#if canImport(UIKit) && !os(watchOS)
  internal import CascadeViews
  internal import UIKit

  /// The text style a preferred font's usage names, and its variant. On iOS the usage of a
  /// preferred font is its text style's identifier, and its bold and italic variants insert
  /// `Emphasized` and `Italic` (with `Short` or `Tall` for the leading variants) between
  /// `UICTFontTextStyle` and the style's name: `UICTFontTextStyleEmphasizedItalicBody`.
  struct TextStyleUsage {
    /// The text style, without the variant; `nil` for a style Cascade does not have.
    let style: Font.TextStyle?
    let isEmphasized: Bool
    let isItalic: Bool

    private static let prefix = "UICTFontTextStyle"

    /// The usage of a text style; `nil` for another usage, such as the system font's.
    init?(_ usage: String) {
      guard usage.hasPrefix(Self.prefix) else { return nil }
      var name = usage.dropFirst(Self.prefix.count)
      for variant in ["Short", "Tall"] where name.hasPrefix(variant) {
        name = name.dropFirst(variant.count)
      }
      isEmphasized = Self.drop("Emphasized", from: &name)
      isItalic = Self.drop("Italic", from: &name)
      style = Font.TextStyle(UIFont.TextStyle(rawValue: Self.prefix + name))
    }

    private static func drop(_ word: String, from name: inout Substring) -> Bool {
      guard name.hasPrefix(word) else { return false }
      name = name.dropFirst(word.count)
      return true
    }
  }

  /// The weight and italic that a face's name states after its last hyphen, as iOS names
  /// faces: `.SFUI-SemiboldItalic`, `AvenirNext-Medium`, `Helvetica-Oblique`.
  struct FaceName {
    /// The weight; `nil` where the name states none Cascade knows.
    let weight: Font.Weight?
    let isItalic: Bool

    init(_ name: String) {
      guard let dash = name.lastIndex(of: "-") else {
        (weight, isItalic) = (nil, false)
        return
      }
      var style = name[name.index(after: dash)...].lowercased()[...]
      var isItalic = false
      for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
        style = style.dropLast(suffix.count)
        isItalic = true
      }
      self.isItalic = isItalic
      weight = Self.weights[String(style)]
    }

    private static let weights: [String: Font.Weight] = [
      "ultralight": .ultraLight, "thin": .thin, "light": .light, "": .regular,
      "regular": .regular, "medium": .medium, "semibold": .semibold, "demibold": .semibold,
      "demi": .semibold, "bold": .bold, "heavy": .heavy, "extrabold": .heavy, "black": .black,
    ]
  }
#endif
