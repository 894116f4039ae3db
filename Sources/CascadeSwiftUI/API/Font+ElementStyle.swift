#if canImport(SwiftUI)
  public import CascadeViews
  public import SwiftUI

  extension SwiftUI.Font {
    /// The font of an element's style, as SwiftUI draws it: a text style scales with
    /// Dynamic Type; a named family is a custom font of its size.
    ///
    /// ```swift
    /// @Environment(\.elementStyle) var style
    /// let font = style.font.map(Font.init) ?? .body
    /// ```
    ///
    /// - Parameter font: The `font` of an `ElementStyle`.
    public init(_ font: CascadeViews.Font) {
      self = SwiftUIValues.font(font)
    }
  }
#endif
