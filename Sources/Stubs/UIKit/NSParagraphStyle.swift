#if os(Linux)
  /// How lines of text align. NSText.h (UIKit), imported as an enumeration of `Int`.
  public enum NSTextAlignment: Int, Sendable {
    /// Along the left edge.
    case left = 0
    /// Centered.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges, the last line natural.
    case justified = 3
    /// The script's default edge.
    case natural = 4
  }

  /// How a line too long for its width breaks or is truncated. NSParagraphStyle.h (UIKit),
  /// imported as an enumeration of `Int`.
  public enum NSLineBreakMode: Int, Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At character boundaries.
    case byCharWrapping = 1
    /// Not at all: clipped.
    case byClipping = 2
    /// Truncated at the head: "…wxyz".
    case byTruncatingHead = 3
    /// Truncated at the tail: "abcd…".
    case byTruncatingTail = 4
    /// Truncated in the middle: "ab…yz".
    case byTruncatingMiddle = 5
  }
#endif
