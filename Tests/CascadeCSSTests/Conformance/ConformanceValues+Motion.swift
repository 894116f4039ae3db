import CascadeCSS
import CascadeViews

/// The comparisons of the value types that 2025.10 added: durations, curves, transitions,
/// gradients and stroke styles.
extension ConformanceValues {
  /// `{"value": 100, "unit": "ms"}`, or the drafts' `"100ms"`, in milliseconds.
  static func milliseconds(_ expected: JSONValue?) -> Double? {
    if let text = expected?.stringValue {
      if text.hasSuffix("ms") { return Double(text.dropLast(2)) }
      return text.hasSuffix("s") ? Double(text.dropLast()).map { $0 * 1000 } : nil
    }
    guard let value = expected?["value"]?.numberValue else { return nil }
    return expected?["unit"] == .string("s") ? value * 1000 : value
  }

  /// A dimension of a dash array, an object or a draft's string, in points.
  static func points(_ expected: JSONValue) -> Double? {
    if let value = expected["value"]?.numberValue {
      return expected["unit"] == .string("rem") ? value * 16 : value
    }
    guard let text = expected.stringValue else { return nil }
    if text.hasSuffix("rem"), let value = Double(text.dropLast(3)) { return value * 16 }
    return text.hasSuffix("px") ? Double(text.dropLast(2)) : nil
  }

  /// `{"value": {"value": 100, "unit": "ms"}}`.
  static func duration(_ loaded: AnimationDuration, _ expected: JSONValue) -> ConformanceOutcome {
    let ms = milliseconds(expected["value"])
    return .comparing("duration", loaded, ms, isEqual: isClose(loaded.milliseconds, ms))
  }

  /// `{"value": [x1, y1, x2, y2]}`.
  static func cubicBezier(_ loaded: CubicBezier, _ expected: JSONValue) -> ConformanceOutcome {
    curve(loaded, expected["value"])
  }

  private static func curve(_ loaded: CubicBezier, _ expected: JSONValue?) -> ConformanceOutcome {
    guard case .array(let points)? = expected, points.count == 4 else {
      return .disagree("no curve expected")
    }
    let isEqual = zip([loaded.x1, loaded.y1, loaded.x2, loaded.y2], points).allSatisfy {
      isClose($0, $1.numberValue)
    }
    return .comparing("curve", loaded, expected, isEqual: isEqual)
  }

  /// `{"value": {"duration", "delay", "timingFunction"}}`.
  static func transition(_ loaded: TransitionTiming, _ expected: JSONValue) -> ConformanceOutcome {
    let value = expected["value"]
    let duration = milliseconds(value?["duration"])
    let delay = milliseconds(value?["delay"])
    return .combining([
      .comparing(
        "duration", loaded.duration, duration,
        isEqual: isClose(loaded.duration.milliseconds, duration)),
      .comparing(
        "delay", loaded.delay, delay, isEqual: isClose(loaded.delay.milliseconds, delay)),
      curve(loaded.timingFunction, value?["timingFunction"]),
    ])
  }

  /// `{"value": [{"color": {"colorSpace": "srgb", "components": […]}, "position": p}]}`.
  static func gradient(_ loaded: ColorGradient, _ expected: JSONValue) -> ConformanceOutcome {
    guard case .array(let stops)? = expected["value"], stops.count == loaded.stops.count else {
      return .disagree("\(loaded.stops.count) stops, not those of \(expected)")
    }
    return .combining(
      zip(loaded.stops, stops).flatMap { stop, expected in
        guard case .array(let components)? = expected["color"]?["components"] else {
          return [ConformanceOutcome.disagree("no stop color expected")]
        }
        let alpha = expected["color"]?["alpha"] ?? .number(1)
        return [
          srgb(stop.color, .array(components + [alpha])),
          number(stop.position, expected["position"], "position"),
        ]
      })
  }

  /// `{"value": "dashed"}` or `{"value": {"dashArray": […], "lineCap": "butt"}}`.
  static func strokeStyle(_ loaded: Border.StrokeStyle, _ expected: JSONValue) -> ConformanceOutcome
  {
    style(loaded, expected["value"])
  }

  /// A stroke style: a keyword, or a dash array and a line cap.
  static func style(_ loaded: Border.StrokeStyle, _ expected: JSONValue?) -> ConformanceOutcome {
    if let keyword = expected?.stringValue {
      let isDashes = if case .dashes = loaded { true } else { false }
      return .comparing(
        "style", "\(loaded)", keyword, isEqual: !isDashes && loaded.keyword == keyword)
    }
    guard case .dashes(let lengths, let cap) = loaded,
      case .array(let dashes)? = expected?["dashArray"], dashes.count == lengths.count
    else { return .comparing("style", "\(loaded)", expected, isEqual: false) }
    let isEqual =
      zip(lengths, dashes).allSatisfy { isClose($0, points($1)) }
      && cap.rawValue == (expected?["lineCap"]?.stringValue ?? "butt")
    return .comparing("style", "\(loaded)", expected, isEqual: isEqual)
  }
}
