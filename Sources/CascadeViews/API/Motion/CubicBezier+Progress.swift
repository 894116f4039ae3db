extension CubicBezier {
  /// The progress at a time: the curve's y where its x is the time, as a browser evaluates
  /// `cubic-bezier()`. Times outside 0...1 are clamped.
  ///
  /// ```swift
  /// CubicBezier.easeInOut.progress(at: 0.5)  // 0.5
  /// ```
  ///
  /// - Parameter time: The time, from 0 to 1.
  /// - Returns: The progress, which overshoots 0...1 where the curve does.
  /// - Complexity: O(1): at most 8 Newton steps, then at most 40 bisection steps.
  public func progress(at time: Double) -> Double {
    let time = time.isNaN ? 0 : min(max(time, 0), 1)
    guard time > 0, time < 1 else { return time }
    return Self.coordinate(at: parameter(at: time), y1, y2)
  }

  /// The curve's parameter whose x is the time: Newton's method, then bisection where it
  /// does not converge (x is monotonic in the parameter, since x1 and x2 are in 0...1).
  private func parameter(at time: Double) -> Double {
    var guess = time
    for _ in 0..<8 {
      let error = Self.coordinate(at: guess, x1, x2) - time
      if abs(error) < 1e-9 { return guess }
      let slope = Self.slope(at: guess, x1, x2)
      guard abs(slope) > 1e-9 else { break }
      guess -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    guess = time
    for _ in 0..<40 {
      let x = Self.coordinate(at: guess, x1, x2)
      if abs(x - time) < 1e-9 { break }
      if x < time { low = guess } else { high = guess }
      guess = (low + high) / 2
    }
    return guess
  }

  /// A coordinate of the curve at parameter `t`, whose control points' coordinates are
  /// `p1` and `p2` (the ends are 0 and 1).
  private static func coordinate(at t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private static func slope(at t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
