/// A timing curve: the design token format's `cubicBezier`, CSS's `cubic-bezier()`, the
/// two control points of a curve from (0, 0) to (1, 1).
///
/// The points' x coordinates (time) are from 0 to 1; their y coordinates (progress) may go
/// past either end, for a curve that overshoots. It is what UIKit's
/// `CAMediaTimingFunction(controlPoints:_:_:_:)` and SwiftUI's
/// `Animation.timingCurve(_:_:_:_:duration:)` take, in the same order.
///
/// ```swift
/// let decelerate = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
/// print(decelerate.progress(at: 0.5))  // about 0.69
/// ```
public struct CubicBezier: Sendable, Hashable, CustomStringConvertible {
  /// The first control point's time, from 0 to 1.
  ///
  /// ```swift
  /// CubicBezier.easeIn.x1  // 0.42
  /// ```
  public let x1: Double
  /// The first control point's progress.
  ///
  /// ```swift
  /// CubicBezier.easeIn.y1  // 0.0
  /// ```
  public let y1: Double
  /// The second control point's time, from 0 to 1.
  ///
  /// ```swift
  /// CubicBezier.easeIn.x2  // 1.0
  /// ```
  public let x2: Double
  /// The second control point's progress.
  ///
  /// ```swift
  /// CubicBezier.easeIn.y2  // 1.0
  /// ```
  public let y2: Double

  /// Creates a curve; a time is clamped to 0...1, and a NaN or infinite coordinate is 0.
  ///
  /// ```swift
  /// let overshoot = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - x1: The first control point's time.
  ///   - y1: The first control point's progress.
  ///   - x2: The second control point's time.
  ///   - y2: The second control point's progress.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = min(max(Self.finite(x1), 0), 1)
    self.y1 = Self.finite(y1)
    self.x2 = min(max(Self.finite(x2), 0), 1)
    self.y2 = Self.finite(y2)
  }

  /// CSS's `linear`: progress equal to time.
  ///
  /// ```swift
  /// CubicBezier.linear.progress(at: 0.3)  // 0.3
  /// ```
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
  /// CSS's `ease`, the default of a CSS transition.
  ///
  /// ```swift
  /// let standard = CubicBezier.ease
  /// ```
  public static let ease = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// CSS's `ease-in`, and Core Animation's `easeIn`.
  ///
  /// ```swift
  /// let accelerate = CubicBezier.easeIn
  /// ```
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// CSS's `ease-out`, and Core Animation's `easeOut`.
  ///
  /// ```swift
  /// let decelerate = CubicBezier.easeOut
  /// ```
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// CSS's `ease-in-out`, and Core Animation's `easeInEaseOut`.
  ///
  /// ```swift
  /// let both = CubicBezier.easeInOut
  /// ```
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The curve as CSS writes it: `cubic-bezier(0.42, 0, 1, 1)`.
  ///
  /// ```swift
  /// CubicBezier.easeIn.description  // "cubic-bezier(0.42, 0, 1, 1)"
  /// ```
  public var description: String {
    let numbers: [String] = [x1, y1, x2, y2].map(\.cssText)
    return "cubic-bezier(\(numbers.joined(separator: ", ")))"
  }

  private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
