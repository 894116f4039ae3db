#if os(Linux)
  public import Foundation

  extension NSAttributedString.Key {
    /// The color of the text, a `UIColor`; black when absent. NSAttributedString.h (UIKit),
    /// iPhoneOS18.1.sdk (`NSForegroundColorAttributeName`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
  }
#endif
