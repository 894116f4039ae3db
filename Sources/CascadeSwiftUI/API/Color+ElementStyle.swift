#if canImport(SwiftUI)
  public import CascadeViews
  public import SwiftUI

  extension SwiftUI.Color {
    /// A color of an element's style, as SwiftUI draws it: the same sRGB components and
    /// opacity.
    ///
    /// ```swift
    /// @Environment(\.elementStyle) var style
    /// let fill = style.backgroundColor.map(Color.init) ?? .clear
    /// ```
    ///
    /// - Parameter color: A color of an `ElementStyle`, such as its
    ///   `foregroundColor`, `backgroundColor` or `tintColor`.
    public init(_ color: CascadeViews.Color) {
      self = SwiftUIValues.color(color)
    }
  }
#endif
