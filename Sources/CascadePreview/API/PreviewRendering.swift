public import CascadeViews

/// One styled view tree on a preview page, with the caption shown under it and the
/// environment it is drawn in.
///
/// The rendering reads the tree when the page's HTML is made, so style the tree first:
///
/// ```swift
/// let title = Label()
/// title.text = "Hello"
/// try Style<Label> { Setter(\.textColor, .token(.primaryText)) }.apply(to: title, in: .dark)
/// let rendering = PreviewRendering(title, caption: "Dark", colorScheme: .dark)
/// ```
public struct PreviewRendering {
  /// The root of the tree to draw.
  ///
  /// ```swift
  /// let rendering = PreviewRendering(label, caption: "Label")
  /// print(rendering.view === label)  // true
  /// ```
  public let view: View

  /// The text shown under the rendering.
  ///
  /// ```swift
  /// print(PreviewRendering(label, caption: "Light").caption)  // Light
  /// ```
  public let caption: String

  /// The color scheme of the backdrop the tree is drawn on: white for light, black for dark.
  ///
  /// ```swift
  /// let rendering = PreviewRendering(view, caption: "Dark", colorScheme: .dark)
  /// ```
  public let colorScheme: ColorScheme

  /// The Dynamic Type size that fonts with a text style are drawn at.
  ///
  /// A font made from a text style (`Font.body`, `.preferred(.headline)`) takes its size for
  /// this category from the Dynamic Type table, as an app launched at that text size would
  /// get it; a font of a fixed size keeps its size.
  ///
  /// ```swift
  /// let large = PreviewRendering(
  ///   label, caption: "AX XXXL", contentSizeCategory: .accessibilityExtraExtraExtraLarge)
  /// ```
  public let contentSizeCategory: ContentSizeCategory

  /// The width of the rendering on the page, in points (CSS pixels).
  ///
  /// ```swift
  /// let wide = PreviewRendering(view, caption: "iPad", width: 768)
  /// ```
  public let width: Double

  /// A rendering of a view tree.
  ///
  /// ```swift
  /// let rendering = PreviewRendering(view, caption: "Light")
  /// ```
  ///
  /// - Parameters:
  ///   - view: The root of the tree to draw.
  ///   - caption: The text shown under the rendering.
  ///   - colorScheme: The color scheme of the backdrop.
  ///   - contentSizeCategory: The Dynamic Type size of fonts with a text style.
  ///   - width: The width of the rendering, in points.
  public init(
    _ view: View, caption: String, colorScheme: ColorScheme = .light,
    contentSizeCategory: ContentSizeCategory = .large, width: Double = 360
  ) {
    self.view = view
    self.caption = caption
    self.colorScheme = colorScheme
    self.contentSizeCategory = contentSizeCategory
    self.width = width
  }
}
