extension Font {
  /// A semantic role for text, whose size follows the reader's content-size category.
  ///
  /// Mirrors `UIFont.TextStyle`, with SwiftUI's names: ``title`` is UIKit's `title1` and
  /// ``caption`` is UIKit's `caption1`.
  ///
  /// ```swift
  /// let note = Font.preferred(.footnote, for: .extraLarge)  // 15 pt
  /// ```
  public enum TextStyle: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The largest title (34 pt at the default size). Mirrors `UIFont.TextStyle.largeTitle`.
    ///
    /// ```swift
    /// Font.preferred(.largeTitle).size  // 34.0
    /// ```
    case largeTitle

    /// A first-level title (28 pt). Mirrors `UIFont.TextStyle.title1`.
    ///
    /// ```swift
    /// Font.preferred(.title).size  // 28.0
    /// ```
    case title

    /// A second-level title (22 pt). Mirrors `UIFont.TextStyle.title2`.
    ///
    /// ```swift
    /// Font.preferred(.title2).size  // 22.0
    /// ```
    case title2

    /// A third-level title (20 pt). Mirrors `UIFont.TextStyle.title3`.
    ///
    /// ```swift
    /// Font.preferred(.title3).size  // 20.0
    /// ```
    case title3

    /// A heading (17 pt, semibold). Mirrors `UIFont.TextStyle.headline`.
    ///
    /// ```swift
    /// Font.preferred(.headline).weight  // .semibold
    /// ```
    case headline

    /// Body text (17 pt). Mirrors `UIFont.TextStyle.body`.
    ///
    /// ```swift
    /// Font.preferred(.body).size  // 17.0
    /// ```
    case body

    /// A callout (16 pt). Mirrors `UIFont.TextStyle.callout`.
    ///
    /// ```swift
    /// Font.preferred(.callout).size  // 16.0
    /// ```
    case callout

    /// A subheading (15 pt). Mirrors `UIFont.TextStyle.subheadline`.
    ///
    /// ```swift
    /// Font.preferred(.subheadline).size  // 15.0
    /// ```
    case subheadline

    /// A footnote (13 pt). Mirrors `UIFont.TextStyle.footnote`.
    ///
    /// ```swift
    /// Font.preferred(.footnote).size  // 13.0
    /// ```
    case footnote

    /// A caption (12 pt). Mirrors `UIFont.TextStyle.caption1`.
    ///
    /// ```swift
    /// Font.preferred(.caption).size  // 12.0
    /// ```
    case caption

    /// A secondary caption (11 pt). Mirrors `UIFont.TextStyle.caption2`.
    ///
    /// ```swift
    /// Font.preferred(.caption2).size  // 11.0
    /// ```
    case caption2

    /// The case name, as written in Swift.
    ///
    /// ```swift
    /// Font.TextStyle.subheadline.description  // "subheadline"
    /// ```
    public var description: String {
      switch self {
      case .largeTitle: "largeTitle"
      case .title: "title"
      case .title2: "title2"
      case .title3: "title3"
      case .headline: "headline"
      case .body: "body"
      case .callout: "callout"
      case .subheadline: "subheadline"
      case .footnote: "footnote"
      case .caption: "caption"
      case .caption2: "caption2"
      }
    }
  }
}
