extension Border {
  /// How a border's line is drawn: the design token format's `strokeStyle`, CSS's
  /// `border-style` keywords, or a dash pattern of its own.
  ///
  /// Who draws what: the HTML preview draws each keyword as CSS does, and a dash pattern as
  /// `dashed`; a `CALayer`'s border and SwiftUI's `strokeBorder` are solid, so UIKit and
  /// SwiftUI draw every style as ``solid``, and keep the style only as a value.
  ///
  /// ```swift
  /// let focusRing = Border(width: 2, color: .blue, style: .dashed)
  /// let marching = Border(width: 1, color: .gray, style: .dashes([4, 2], lineCap: .round))
  /// ```
  public enum StrokeStyle: Sendable, Hashable {
    /// A solid line: the default, and what every renderer draws.
    case solid
    /// A line of dashes.
    case dashed
    /// A line of dots.
    case dotted
    /// Two parallel solid lines.
    case double
    /// A carved look, the opposite of ``ridge``.
    case groove
    /// An embossed look.
    case ridge
    /// A border that makes the view look embossed.
    case outset
    /// A border that makes the view look embedded.
    case inset
    /// Dashes and gaps of the given lengths in points, alternately (the first a dash), and
    /// the shape of each dash's ends.
    case dashes([Double], lineCap: LineCap)

    /// The keyword styles, as CSS and the design token format name them.
    ///
    /// ```swift
    /// print(Border.StrokeStyle.keywords["dotted"] == .dotted)  // true
    /// ```
    public static let keywords: [String: StrokeStyle] = [
      "solid": .solid, "dashed": .dashed, "dotted": .dotted, "double": .double,
      "groove": .groove, "ridge": .ridge, "outset": .outset, "inset": .inset,
    ]

    /// The CSS keyword: a dash pattern is `dashed`, which CSS draws without its lengths.
    ///
    /// ```swift
    /// print(Border.StrokeStyle.dashes([4, 2], lineCap: .butt).keyword)  // dashed
    /// ```
    public var keyword: String {
      switch self {
      case .solid: "solid"
      case .dashed, .dashes: "dashed"
      case .dotted: "dotted"
      case .double: "double"
      case .groove: "groove"
      case .ridge: "ridge"
      case .outset: "outset"
      case .inset: "inset"
      }
    }
  }

  /// The shape of the ends of a dash: the design token format's `lineCap`, as Core Graphics'
  /// `CGLineCap` names them.
  ///
  /// ```swift
  /// let cap = Border.LineCap(rawValue: "round")  // .round
  /// ```
  public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// Square ends, at the dash's length.
    case butt
    /// Round ends, past the dash's length by half the line's width.
    case round
    /// Square ends, past the dash's length by half the line's width.
    case square
  }
}
