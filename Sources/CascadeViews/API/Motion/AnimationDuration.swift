/// How long an animation or a transition's delay lasts: the design token format's
/// `duration`, in milliseconds.
///
/// A plain value an app hands to its animations: `seconds` is the `TimeInterval` that
/// UIKit's `animate(withDuration:)` and SwiftUI's animations take. A negative or NaN length
/// is 0, and an infinite one is not a duration: it is 0 too.
///
/// ```swift
/// let quick = AnimationDuration(milliseconds: 150)
/// print(quick.seconds)  // 0.15
/// ```
public struct AnimationDuration: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The length in milliseconds, 0 or more.
  ///
  /// ```swift
  /// AnimationDuration(seconds: 1.5).milliseconds  // 1500.0
  /// ```
  public let milliseconds: Double

  /// No time at all.
  ///
  /// ```swift
  /// let immediate = AnimationDuration.zero
  /// ```
  public static let zero = AnimationDuration(milliseconds: 0)

  /// Creates a duration of milliseconds; a negative, NaN or infinite length is 0.
  ///
  /// ```swift
  /// let quick = AnimationDuration(milliseconds: 150)
  /// ```
  ///
  /// - Parameter milliseconds: The length.
  public init(milliseconds: Double) {
    self.milliseconds = milliseconds.isFinite ? max(milliseconds, 0) : 0
  }

  /// Creates a duration of seconds; a negative, NaN or infinite length is 0.
  ///
  /// ```swift
  /// let slow = AnimationDuration(seconds: 0.6)
  /// ```
  ///
  /// - Parameter seconds: The length.
  public init(seconds: Double) {
    self.init(milliseconds: seconds * 1000)
  }

  /// The length in seconds, as `TimeInterval` takes it.
  ///
  /// ```swift
  /// AnimationDuration(milliseconds: 250).seconds  // 0.25
  /// ```
  public var seconds: Double { milliseconds / 1000 }

  /// Whether one duration is shorter than another.
  ///
  /// ```swift
  /// print(AnimationDuration(milliseconds: 100) < AnimationDuration(seconds: 1))  // true
  /// ```
  public static func < (lhs: AnimationDuration, rhs: AnimationDuration) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  /// The length as CSS writes it: `150ms`.
  ///
  /// ```swift
  /// AnimationDuration(seconds: 0.2).description  // "200ms"
  /// ```
  public var description: String {
    milliseconds.cssText + "ms"
  }
}
