/// How a change animates: the design token format's `transition`, a duration, a delay
/// before it starts, and a timing curve.
///
/// An app hands it to its animations: UIKit's `animate(withDuration:delay:…)` takes
/// ``duration`` and ``delay`` in seconds, and its timing function ``timingFunction``'s
/// control points; SwiftUI's `Animation.timingCurve(_:_:_:_:duration:)` and `delay(_:)` the
/// same.
///
/// ```swift
/// let fade = TransitionTiming(
///   duration: AnimationDuration(milliseconds: 200), delay: .zero, timingFunction: .easeOut)
/// print(fade.duration.seconds)  // 0.2
/// ```
public struct TransitionTiming: Sendable, Hashable, CustomStringConvertible {
  /// How long the change takes.
  ///
  /// ```swift
  /// TransitionTiming(duration: .zero).duration  // 0ms
  /// ```
  public let duration: AnimationDuration
  /// How long it waits before it starts.
  ///
  /// ```swift
  /// TransitionTiming(duration: .zero).delay  // 0ms
  /// ```
  public let delay: AnimationDuration
  /// Its progress over time.
  ///
  /// ```swift
  /// TransitionTiming(duration: .zero).timingFunction  // cubic-bezier(0.25, 0.1, 0.25, 1)
  /// ```
  public let timingFunction: CubicBezier

  /// Creates a transition; with no delay and CSS's `ease` curve by default, as a CSS
  /// transition has.
  ///
  /// ```swift
  /// let slide = TransitionTiming(duration: AnimationDuration(milliseconds: 300))
  /// ```
  ///
  /// - Parameters:
  ///   - duration: How long the change takes.
  ///   - delay: How long it waits before it starts; none by default.
  ///   - timingFunction: Its progress over time; ``CubicBezier/ease`` by default.
  public init(
    duration: AnimationDuration, delay: AnimationDuration = .zero,
    timingFunction: CubicBezier = .ease
  ) {
    self.duration = duration
    self.delay = delay
    self.timingFunction = timingFunction
  }

  /// The transition as CSS's `transition` writes its timing: `200ms cubic-bezier(0, 0,
  /// 0.58, 1) 0ms`.
  ///
  /// ```swift
  /// TransitionTiming(duration: AnimationDuration(milliseconds: 200)).description
  /// ```
  public var description: String { "\(duration) \(timingFunction) \(delay)" }
}
