#if os(Linux)
  /// How lines of text align. NSText.h, iPhoneOS18.1.sdk: an enumeration of `Int` whose raw
  /// values differ by platform: `center` is 1 and `right` 2 on iOS, but `right` 1 and
  /// `center` 2 on Mac Catalyst for x86_64, where UIKit takes AppKit's values
  /// (`!TARGET_ABI_USES_IOS_VALUES`). The stub declares the cases without raw values, so that
  /// a conversion through them, right on one platform and wrong on the other, does not
  /// compile here.
  public enum NSTextAlignment: Sendable {
    /// Along the left edge.
    case left
    /// Centered.
    case center
    /// Along the right edge.
    case right
    /// Both edges, the last line natural.
    case justified
    /// The script's default edge.
    case natural
  }

  /// How a line too long for its width breaks or is truncated. NSParagraphStyle.h,
  /// iPhoneOS18.1.sdk: an enumeration of `Int`.
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
