/// How text that does not fit is wrapped or truncated.
///
/// Mirrors `NSLineBreakMode`.
///
/// ```swift
/// let fileName = Style<Label> {
///   Setter(\.numberOfLines, 1)
///   Setter(\.lineBreakMode, .byTruncatingMiddle)
/// }
/// ```
public enum LineBreakMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Wraps at word boundaries. Mirrors `NSLineBreakMode.byWordWrapping`.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byWordWrapping)
  /// ```
  case byWordWrapping

  /// Wraps at any character. Mirrors `NSLineBreakMode.byCharWrapping`.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byCharWrapping)
  /// ```
  case byCharWrapping

  /// Cuts the text off at the edge. Mirrors `NSLineBreakMode.byClipping`.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byClipping)
  /// ```
  case byClipping

  /// Replaces the start of the last line with an ellipsis ("…end").
  /// Mirrors `NSLineBreakMode.byTruncatingHead`.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byTruncatingHead)
  /// ```
  case byTruncatingHead

  /// Replaces the end of the last line with an ellipsis ("start…").
  /// Mirrors `NSLineBreakMode.byTruncatingTail`, `UILabel`'s default.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byTruncatingTail)
  /// ```
  case byTruncatingTail

  /// Replaces the middle of the last line with an ellipsis ("st…nd").
  /// Mirrors `NSLineBreakMode.byTruncatingMiddle`.
  ///
  /// ```swift
  /// Setter(\Label.lineBreakMode, .byTruncatingMiddle)
  /// ```
  case byTruncatingMiddle

  /// The case name, as written in Swift.
  ///
  /// ```swift
  /// LineBreakMode.byTruncatingMiddle.description  // "byTruncatingMiddle"
  /// ```
  public var description: String {
    switch self {
    case .byWordWrapping: "byWordWrapping"
    case .byCharWrapping: "byCharWrapping"
    case .byClipping: "byClipping"
    case .byTruncatingHead: "byTruncatingHead"
    case .byTruncatingTail: "byTruncatingTail"
    case .byTruncatingMiddle: "byTruncatingMiddle"
    }
  }
}
