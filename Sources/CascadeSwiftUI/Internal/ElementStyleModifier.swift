#if canImport(SwiftUI)
  import CascadeElements
  import CascadeViews
  import SwiftUI

  /// Applies an element's values in the order that gives CSS's box:
  ///
  /// 1. Text: font, foreground color, line limit, alignment, and the tint, which the
  ///    content inherits.
  /// 2. Padding, so that what follows surrounds the padded content.
  /// 3. Background: a rounded rectangle of the corner radius filled with the background
  ///    color, casting the shadow, behind the padded content — the corners clip the
  ///    background, and the shadow falls outside it.
  /// 4. Border: the same rectangle's outline, drawn inside its edge, over the content.
  /// 5. Opacity, last, so that it fades the whole box at once.
  ///
  /// A value no rule sets applies no modifier: the view keeps what its environment gives.
  struct ElementStyleModifier: SwiftUI.ViewModifier {
    let style: ElementStyle
    let layoutDirection: SwiftUI.LayoutDirection

    func body(content: Content) -> some SwiftUI.View {
      // In two parts, each type-checked on its own: as one chain the body took some 140 ms.
      boxed(paddedText(content))
    }

    /// Steps 1 and 2: the text's values, then the padding.
    private func paddedText(_ content: Content) -> some SwiftUI.View {
      let alignment = style.textAlignment.map {
        SwiftUIValues.textAlignment($0, in: layoutDirection)
      }
      return
        content
        .ifSet(style.font.map(SwiftUIValues.font)) { $0.font($1) }
        .ifSet(style.foregroundColor.map(SwiftUIValues.color)) { $0.foregroundColor($1) }
        .ifSet(style.numberOfLines) { $0.lineLimit($1 == 0 ? nil : $1) }
        .ifSet(alignment) { $0.multilineTextAlignment($1) }
        .ifSet(style.tintColor.map(SwiftUIValues.color)) { $0.tint($1) }
        .ifSet(style.padding.map(SwiftUIValues.insets)) { $0.padding($1) }
    }

    /// Steps 3 to 5: the background and its shadow, the border, then the opacity.
    private func boxed(_ content: some SwiftUI.View) -> some SwiftUI.View {
      let shape = SwiftUI.RoundedRectangle(cornerRadius: CGFloat(style.cornerRadius ?? 0))
      return
        content
        .ifSet(background) { view, background in
          view.background {
            shape.fill(background.color)
              .ifSet(background.shadow) {
                $0.shadow(color: $1.color, radius: $1.radius, x: $1.x, y: $1.y)
              }
          }
        }
        .ifSet(style.backgroundColor == nil ? style.shadow.flatMap(SwiftUIValues.shadow) : nil) {
          $0.shadow(color: $1.color, radius: $1.radius, x: $1.x, y: $1.y)
        }
        .ifSet(style.border) { view, border in
          view.overlay {
            shape.strokeBorder(SwiftUIValues.color(border.color), lineWidth: CGFloat(border.width))
          }
        }
        .ifSet(opacity) { $0.opacity($1) }
    }

    /// The fill behind the box and the shadow it casts, where the element has a background;
    /// without one, the shadow is the content's own (see ``body(content:)``).
    private var background: (color: SwiftUI.Color, shadow: SwiftUIValues.ShadowValues?)? {
      style.backgroundColor.map {
        (SwiftUIValues.color($0), style.shadow.flatMap(SwiftUIValues.shadow))
      }
    }

    /// The opacity, 0 where the element is hidden: SwiftUI keeps a hidden view's place, as
    /// UIKit does.
    private var opacity: Double? { style.isHidden == true ? 0 : style.opacity }
  }

  extension SwiftUI.View {
    /// The view transformed with a value where there is one, else the view itself.
    @SwiftUI.ViewBuilder
    func ifSet<Value, Modified: SwiftUI.View>(
      _ value: Value?, _ transform: (Self, Value) -> Modified
    ) -> some SwiftUI.View {
      if let value {
        transform(self, value)
      } else {
        self
      }
    }
  }
#endif
