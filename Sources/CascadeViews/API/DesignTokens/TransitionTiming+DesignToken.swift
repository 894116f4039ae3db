public import CascadeCSS

extension TransitionTiming: DesignTokenRepresentable {
  /// `transition`.
  public static var designTokenTypes: [DesignTokenType] { [.transition] }

  /// Reads a `transition` value: `duration` and `delay`, each a `duration`, and
  /// `timingFunction`, a `cubicBezier`, all required by the format; any other member is an
  /// error.
  ///
  /// ```swift
  /// let emphasis = try TransitionTiming(
  ///   designTokenValue: .object([
  ///     ("duration", .object([("value", .number(200)), ("unit", .string("ms"))])),
  ///     ("delay", .object([("value", .number(0)), ("unit", .string("ms"))])),
  ///     ("timingFunction", .array([.number(0.5), .number(0), .number(1), .number(1)])),
  ///   ]), type: .transition)
  /// ```
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: `transition`.
  /// - Throws: `DesignTokenValueError` naming the member that is wrong.
  public init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)
  {
    guard case .object = json else {
      throw DesignTokenValueError(
        expected: "a transition object with `duration`, `delay` and `timingFunction`")
    }
    try json.checkMembers(["duration", "delay", "timingFunction"])
    self.init(
      duration: try json.member("duration", as: AnimationDuration.self, type: .duration),
      delay: try json.member("delay", as: AnimationDuration.self, type: .duration),
      timingFunction: try json.member("timingFunction", as: CubicBezier.self, type: .cubicBezier))
  }

  /// The transition as a `transition` object.
  public var designTokenValue: JSONValue {
    .object([
      ("duration", duration.designTokenValue), ("delay", delay.designTokenValue),
      ("timingFunction", timingFunction.designTokenValue),
    ])
  }
}
