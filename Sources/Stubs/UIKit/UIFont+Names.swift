// The names of faces and usages, and the sizes of Dynamic Type, that the stub's fonts use.
#if os(Linux)
  internal import Foundation

  /// Face names, and the fonts the stub has made, by their names' stems: as a device's font
  /// registry knows that `AvenirNext-Medium` is of the family Avenir Next.
  enum FontNames {
    static let systemFamily = ".AppleSystemUIFont"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var families: [String: String] = [:]

    static let weights: [(UIFont.Weight, String)] = [
      (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
      (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      (.black, "Black"),
    ]

    /// The name of a weight in a face's name.
    static func name(of weight: UIFont.Weight) -> String {
      let nearest = weights.min {
        abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue)
      }
      return nearest?.1 ?? "Regular"
    }

    /// Remembers a face's family under its name's stem.
    static func register(_ face: FontFace) {
      guard let family = face.family else { return }
      lock.lock()
      defer { lock.unlock() }
      families[family.replacingOccurrences(of: " ", with: "")] = family
    }

    /// The face a font name names: `Family-WeightItalic`, or a family's name.
    static func face(named name: String) -> (family: String, weight: UIFont.Weight?, isItalic: Bool)
    {
      guard let dash = name.lastIndex(of: "-") else { return (name, nil, false) }
      let stem = String(name[..<dash])
      var style = name[name.index(after: dash)...]
      let isItalic = style.hasSuffix("Italic")
      if isItalic { style = style.dropLast("Italic".count) }
      let weight = style.isEmpty ? .regular : weights.first { $0.1 == style }?.0
      lock.lock()
      defer { lock.unlock() }
      return (families[stem] ?? stem, weight, isItalic)
    }

    /// The system font's usages by name: `Demi` is semibold, `Oblique` regular italic.
    static let systemUsages: [String: (UIFont.Weight, Bool)] = {
      var usages: [String: (UIFont.Weight, Bool)] = [
        "Regular": (.regular, false), "Oblique": (.regular, true),
        "Emphasized": (.bold, false), "EmphasizedOblique": (.bold, true),
      ]
      for (weight, _) in weights where weight != .regular {
        usages[systemUsageName(weight, isItalic: false)] = (weight, false)
        usages[systemUsageName(weight, isItalic: true)] = (weight, true)
      }
      return usages
    }()

    /// The name of the system font's usage of a weight: `Demi`, `BoldItalic`, `Oblique`.
    static func systemUsageName(_ weight: UIFont.Weight, isItalic: Bool) -> String {
      let names: [UIFont.Weight: String] = [
        .ultraLight: "UltraLight", .semibold: "Demi",
      ]
      let name = names[weight] ?? self.name(of: weight)
      if name == "Regular" { return isItalic ? "Oblique" : "Regular" }
      return name + (isItalic ? "Italic" : "")
    }
  }

  /// Apple's Dynamic Type sizes for iOS, in points (Human Interface Guidelines, Typography >
  /// Dynamic Type sizes), from extra small to AX5, and each text style's weights.
  enum DynamicTypeSizes {
    /// The text styles' names after `UICTFontTextStyle`.
    static let bases: Set<String> = Set(sizes.keys)

    private static let sizes: [String: [CGFloat]] = [
      "Title0": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      "Title1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      "Title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      "Title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      "Headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      "Body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      "Callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      "Subhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      "Footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      "Caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      "Caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    private static let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// A style's size at a text size; at Large for an unspecified one.
    static func size(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
      let base = FontUsage(style.rawValue)?.base ?? "Body"
      let column = categories.firstIndex(of: category) ?? 3
      return sizes[base]?[column] ?? 17
    }

    /// A style's own weight: semibold for the headline, regular for the others.
    static func weight(of base: String) -> UIFont.Weight {
      base == "Headline" ? .semibold : .regular
    }

    /// The weight of a style's emphasized variant: bold for the large titles, semibold for
    /// the others.
    static func emphasizedWeight(of base: String) -> UIFont.Weight {
      ["Title0", "Title1", "Title2"].contains(base) ? .bold : .semibold
    }
  }
#endif
