#if canImport(SwiftUI)
  package import CascadeViews
  package import SwiftUI

  /// The substitutes' values as SwiftUI's: each conversion names both types in full, since
  /// both modules have a `Color`, a `Font`, `EdgeInsets` and `TextAlignment`.
  package enum SwiftUIValues {
    /// A shadow as `shadow(color:radius:x:y:)` takes it.
    package struct ShadowValues {
      package let color: SwiftUI.Color
      package let radius: CGFloat
      package let x: CGFloat
      package let y: CGFloat
    }

    package static func color(_ color: CascadeViews.Color) -> SwiftUI.Color {
      SwiftUI.Color(
        .sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
    }

    /// A font: a text style scales with Dynamic Type as the substitute's does; a named
    /// family is a custom font of its size.
    package static func font(_ font: CascadeViews.Font) -> SwiftUI.Font {
      var result: SwiftUI.Font
      if let style = font.textStyle {
        result = SwiftUI.Font.system(textStyle(style)).weight(weight(font.weight))
      } else if case .named(let name) = font.family {
        result = SwiftUI.Font.custom(name, size: CGFloat(font.size)).weight(weight(font.weight))
      } else {
        result = SwiftUI.Font.system(size: CGFloat(font.size), weight: weight(font.weight))
      }
      return font.isItalic ? result.italic() : result
    }

    /// Padding: the substitutes' insets are leading and trailing already.
    package static func insets(_ insets: CascadeViews.EdgeInsets) -> SwiftUI.EdgeInsets {
      SwiftUI.EdgeInsets(
        top: CGFloat(insets.top), leading: CGFloat(insets.leading),
        bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }

    /// A shadow: its color at its opacity, UIKit's radius, and its offset. SwiftUI's
    /// `shadow(color:radius:x:y:)` casts one drop shadow, with no spread: a shadow of several
    /// layers casts its first drop shadow, and inner shadows are left out.
    package static func shadow(_ shadow: Shadow) -> ShadowValues? {
      guard let shadow = shadow.dropShadow else { return nil }
      let color = shadow.color
      return ShadowValues(
        color: SwiftUI.Color(
          .sRGB, red: color.red, green: color.green, blue: color.blue,
          opacity: color.opacity * shadow.opacity),
        radius: CGFloat(shadow.radius), x: CGFloat(shadow.offset.width),
        y: CGFloat(shadow.offset.height))
    }

    /// Text alignment: UIKit's left and right are absolute, SwiftUI's leading and trailing
    /// follow the layout direction; natural and justified are leading (SwiftUI has no
    /// justified text).
    package static func textAlignment(
      _ alignment: CascadeViews.TextAlignment, in direction: SwiftUI.LayoutDirection
    ) -> SwiftUI.TextAlignment {
      let isRightToLeft = direction == .rightToLeft
      switch alignment {
      case .center: return .center
      case .left: return isRightToLeft ? .trailing : .leading
      case .right: return isRightToLeft ? .leading : .trailing
      case .natural, .justified: return .leading
      }
    }

    static func weight(_ weight: CascadeViews.Font.Weight) -> SwiftUI.Font.Weight {
      switch weight {
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }

    static func textStyle(_ style: CascadeViews.Font.TextStyle) -> SwiftUI.Font.TextStyle {
      switch style {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }
#endif
