import CascadeViews
import Testing

@Suite struct MotionTokenTests {
  @Test(arguments: [
    (#"{"value": 150, "unit": "ms"}"#, 150.0),
    (#"{"value": 1.5, "unit": "s"}"#, 1500),
    (#"{"value": 0, "unit": "ms"}"#, 0),
    (#""200ms""#, 200),
  ])
  func aDurationIsMillisecondsOrSeconds(value: String, milliseconds: Double) {
    let read = TokenLoad.value(of: AnimationDuration.self, "duration", value).value
    #expect(read == AnimationDuration(milliseconds: milliseconds))
  }

  @Test(arguments: [
    (#"{"value": -100, "unit": "ms"}"#, "0 or more"),
    (#"{"value": 1e306, "unit": "s"}"#, "finite"),
    (#"{"value": 1, "unit": "min"}"#, "`unit`"),
    (#"{"value": "1", "unit": "s"}"#, "`value`"),
    (#"{"value": 1, "unit": "s", "bad": 1}"#, "`bad`"),
    ("100", "a duration"),
    (#""fast""#, "a duration"),
  ])
  func aDurationTheFormatRejectsIsReported(value: String, naming: String) {
    let messages = TokenLoad.messages(of: AnimationDuration.self, "duration", value)
    #expect(messages.count == 1 && messages.first?.contains(naming) == true, "\(messages)")
  }

  @Test func aCubicBezierIsFourNumbersWithEachXFromZeroToOne() {
    let read = TokenLoad.value(of: CubicBezier.self, "cubicBezier", "[0.5, -0.2, 1, 1.4]").value
    #expect(read == CubicBezier(x1: 0.5, y1: -0.2, x2: 1, y2: 1.4))
    for bad in ["[1.1, 0, 1, 1]", "[0, 0, -0.1, 1]", "[0, 0, 1]", #"[0, 0, "1", 1]"#, "{}"] {
      let messages = TokenLoad.messages(of: CubicBezier.self, "cubicBezier", bad)
      #expect(messages.count == 1 && messages[0].contains("[x1, y1, x2, y2]"), "\(bad)")
    }
  }

  @Test func aCurvesProgressIsItsYWhereItsXIsTheTime() {
    #expect(abs(CubicBezier.linear.progress(at: 0.3) - 0.3) < 1e-9)
    #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
    // An ease-in at half time, by a bisection of x(t) = 0.5 written apart, in Python.
    #expect(abs(CubicBezier.easeIn.progress(at: 0.5) - 0.3153568) < 1e-6)
    #expect(CubicBezier.ease.progress(at: 2) == 1)
  }

  @Test func aTransitionIsItsDurationDelayAndCurve() throws {
    let value =
      #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0.1, "unit": "s"}, "#
      + #""timingFunction": [0.5, 0, 1, 1]}"#
    let read = try #require(TokenLoad.value(of: TransitionTiming.self, "transition", value).value)
    #expect(read.duration == AnimationDuration(milliseconds: 200))
    #expect(read.delay == AnimationDuration(milliseconds: 100))
    #expect(read.timingFunction == CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 1))
    #expect(
      try TransitionTiming(designTokenValue: read.designTokenValue, type: .transition) == read)
  }

  @Test(arguments: [
    (#"{"duration": {"value": 200, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#, "`delay`"),
    (
      #"{"duration": {"value": 2, "unit": "h"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#,
      "`unit`"
    ),
    (
      #"{"duration": {"value": 2, "unit": "s"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [2, 0, 1, 1]}"#,
      "`timingFunction`"
    ),
  ])
  func aTransitionTheFormatRejectsIsReported(value: String, naming: String) {
    let messages = TokenLoad.messages(of: TransitionTiming.self, "transition", value)
    #expect(messages.count == 1 && messages.first?.contains(naming) == true, "\(messages)")
  }

  @Test func aGradientIsItsStopsWithPositionsClampedAsTheFormatSays() throws {
    let value =
      ##"[{"color": "#000000", "position": -0.5}, {"color": {"colorSpace": "srgb", "##
      + ##""components": [1, 1, 1]}, "position": 1}]"##
    let read = try #require(TokenLoad.value(of: ColorGradient.self, "gradient", value).value)
    #expect(read.stops.map(\.position) == [0, 1])
    #expect(read.stops.map(\.color) == [.black, .white])
    #expect(try ColorGradient(designTokenValue: read.designTokenValue, type: .gradient) == read)
  }

  @Test(arguments: [
    ("[]", "one or more"),
    (##"[{"color": "#000000"}]"##, "`position`"),
    (##"[{"color": "#000000", "position": "0%"}]"##, "`position`"),
    (##"[{"color": "mud", "position": 0}]"##, "`color`"),
    (##"[{"color": "#000000", "position": 0, "bad": 1}]"##, "`bad`"),
  ])
  func aGradientTheFormatRejectsIsReported(value: String, naming: String) {
    let messages = TokenLoad.messages(of: ColorGradient.self, "gradient", value)
    #expect(messages.count == 1 && messages.first?.contains(naming) == true, "\(messages)")
  }
}
