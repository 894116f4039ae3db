/// How a view lays out its content when its bounds change.
///
/// Mirrors `UIView.ContentMode`.
///
/// ```swift
/// let photo = Style<ImageView> {
///   Setter(\.contentMode, .scaleAspectFill)
///   Setter(\.clipsToBounds, true)
/// }
/// ```
public enum ContentMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Stretches the content to fill the bounds, ignoring its aspect ratio.
  /// Mirrors `UIView.ContentMode.scaleToFill`, `UIView`'s default.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .scaleToFill)
  /// ```
  case scaleToFill

  /// Scales the content to fit inside the bounds, keeping its aspect ratio.
  /// Mirrors `UIView.ContentMode.scaleAspectFit`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .scaleAspectFit)
  /// ```
  case scaleAspectFit

  /// Scales the content to cover the bounds, keeping its aspect ratio; the overflow is
  /// clipped only when the view clips to bounds. Mirrors `UIView.ContentMode.scaleAspectFill`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .scaleAspectFill)
  /// ```
  case scaleAspectFill

  /// Redraws the content when the bounds change. Mirrors `UIView.ContentMode.redraw`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .redraw)
  /// ```
  case redraw

  /// Centers the content without scaling it. Mirrors `UIView.ContentMode.center`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .center)
  /// ```
  case center

  /// Pins the content to the top edge, centered horizontally.
  /// Mirrors `UIView.ContentMode.top`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .top)
  /// ```
  case top

  /// Pins the content to the bottom edge, centered horizontally.
  /// Mirrors `UIView.ContentMode.bottom`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .bottom)
  /// ```
  case bottom

  /// Pins the content to the left edge, centered vertically.
  /// Mirrors `UIView.ContentMode.left`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .left)
  /// ```
  case left

  /// Pins the content to the right edge, centered vertically.
  /// Mirrors `UIView.ContentMode.right`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .right)
  /// ```
  case right

  /// Pins the content to the top-left corner. Mirrors `UIView.ContentMode.topLeft`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .topLeft)
  /// ```
  case topLeft

  /// Pins the content to the top-right corner. Mirrors `UIView.ContentMode.topRight`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .topRight)
  /// ```
  case topRight

  /// Pins the content to the bottom-left corner.
  /// Mirrors `UIView.ContentMode.bottomLeft`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .bottomLeft)
  /// ```
  case bottomLeft

  /// Pins the content to the bottom-right corner.
  /// Mirrors `UIView.ContentMode.bottomRight`.
  ///
  /// ```swift
  /// Setter(\ImageView.contentMode, .bottomRight)
  /// ```
  case bottomRight

  /// The case name, as written in Swift.
  ///
  /// ```swift
  /// ContentMode.bottomRight.description  // "bottomRight"
  /// ```
  public var description: String {
    switch self {
    case .scaleToFill: "scaleToFill"
    case .scaleAspectFit: "scaleAspectFit"
    case .scaleAspectFill: "scaleAspectFill"
    case .redraw: "redraw"
    case .center: "center"
    case .top: "top"
    case .bottom: "bottom"
    case .left: "left"
    case .right: "right"
    case .topLeft: "topLeft"
    case .topRight: "topRight"
    case .bottomLeft: "bottomLeft"
    case .bottomRight: "bottomRight"
    }
  }
}
