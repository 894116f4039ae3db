import CascadeViews
import Testing

/// A color object of one space and the sRGB color it is, as Chromium 156 computes it.
struct ColorCase: Sendable, CustomStringConvertible {
  let space: String
  let components: String
  /// Unclipped: outside sRGB, a component is below 0 or above 1.
  let expected: [Double]

  init(_ space: String, _ components: String, _ expected: [Double]) {
    self.space = space
    self.components = components
    self.expected = expected
  }

  var description: String { "\(space) \(components)" }
}

@Suite struct ColorSpaceTokenTests {
  /// Each space of the format with reference values that are not Cascade's: headless
  /// Chromium's `color-mix(in srgb, <color> 100%, black 0%)`, which converts without
  /// gamut mapping, read with six significant digits (computed once; the numbers only).
  /// Chromium converts in single precision, so they agree to about 3 × 10⁻⁴. A dark
  /// ProPhoto sample is left out: there Chromium does not follow CSS Color 4's linear
  /// segment below 16/512, which Cascade does.
  static let cases: [ColorCase] = [
    ColorCase("srgb-linear", "[0.2, 0.5, 0.8]", [0.484543, 0.735394, 0.906361]),
    ColorCase("srgb-linear", "[1, 0, 1]", [1.0, 0.0, 1.0]),
    ColorCase("hsl", "[210, 60, 40]", [0.16, 0.4, 0.64]),
    ColorCase("hsl", "[330, 100, 50]", [1.0, 0.0, 0.5]),
    ColorCase("hsl", "[\"none\", 0, 100]", [1.0, 1.0, 1.0]),
    ColorCase("hwb", "[120, 20, 30]", [0.2, 0.7, 0.2]),
    ColorCase("hwb", "[45, 60, 60]", [0.5, 0.5, 0.5]),
    ColorCase("lab", "[54.29, 80.82, 69.88]", [0.999997, -5.22219e-06, 0.000291865]),
    ColorCase("lab", "[40, -20, 30]", [0.283649, 0.402608, 0.164046]),
    ColorCase("lab", "[5, 3, -2]", [0.0811482, 0.0594895, 0.0790847]),
    ColorCase("lch", "[60, 40, 300]", [0.60991, 0.524638, 0.808347]),
    ColorCase("lch", "[75, 20, \"none\"]", [0.863642, 0.672291, 0.727514]),
    ColorCase("oklab", "[0.7, -0.1, 0.05]", [0.386295, 0.700667, 0.491968]),
    ColorCase("oklab", "[0.5, 0.02, -0.08]", [0.366946, 0.362377, 0.567295]),
    ColorCase("oklch", "[0.63, 0.15, 250]", [0.199331, 0.552618, 0.876136]),
    ColorCase("oklch", "[0.8, 0.1, 90]", [0.841765, 0.734064, 0.43875]),
    ColorCase("display-p3", "[0.5, 0.6, 0.7]", [0.473645, 0.603783, 0.710323]),
    ColorCase("display-p3", "[0.9, 0.3, 0.2]", [0.976762, 0.229975, 0.129126]),
    ColorCase("display-p3", "[1, 0, 0]", [1.09302, -0.22669, -0.150073]),
    ColorCase("a98-rgb", "[0.4, 0.5, 0.6]", [0.348417, 0.503898, 0.609342]),
    ColorCase("a98-rgb", "[0.8, 0.2, 0.3]", [0.928151, 0.186344, 0.298548]),
    ColorCase("prophoto-rgb", "[0.4, 0.5, 0.6]", [0.270888, 0.591414, 0.678259]),
    ColorCase("rec2020", "[0.4, 0.5, 0.6]", [0.362526, 0.556063, 0.650114]),
    ColorCase("rec2020", "[0.05, 0.02, 0.01]", [0.131742, 0.0465572, 0.0237455]),
    ColorCase("xyz-d50", "[0.3, 0.3, 0.25]", [0.611686, 0.574519, 0.587583]),
    ColorCase("xyz-d65", "[0.3, 0.3, 0.4]", [0.593962, 0.573671, 0.648674]),
  ]

  private func read(_ json: String) throws -> Color {
    try #require(TokenLoad.value(of: Color.self, "color", json).value)
  }

  @Test(arguments: cases)
  func eachSpaceConvertsToSRGBAsCSSColor4Does(_ sample: ColorCase) throws {
    let color = try read(
      #"{"colorSpace": "\#(sample.space)", "components": \#(sample.components)}"#)
    let clipped = sample.expected.map { min(max($0, 0), 1) }
    for (got, expected) in zip([color.red, color.green, color.blue], clipped) {
      #expect(abs(got - expected) < 3e-4, "\(got) is not \(expected)")
    }
  }
}

extension ColorSpaceTokenTests {
  @Test func noneIsZeroAsCSSColor4ConvertsIt() throws {
    let white = try read(#"{"colorSpace": "hsl", "components": ["none", 0, 100]}"#)
    let gray = try read(#"{"colorSpace": "oklch", "components": [0.5, "none", "none"]}"#)
    #expect(white == .white)
    #expect(abs(gray.red - gray.blue) < 1e-9 && abs(gray.red - gray.green) < 1e-9)
  }

  @Test func aColorOutsideSRGBIsClippedComponentByComponent() throws {
    let red = try read(#"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#)
    #expect(red == Color(red: 1, green: 0, blue: 0))
  }

  @Test func theHexFallbackIsCheckedButTheComponentsAreRead() throws {
    let color = try read(
      ##"{"colorSpace": "srgb-linear", "components": [1, 0, 1], "alpha": 0.5, "hex": "#00ff00"}"##)
    #expect(color.hexString == "#FF00FF80")
  }

  @Test(arguments: [
    (#"{"colorSpace": "mondrian", "components": [1, 0, 0]}"#, "`colorSpace`"),
    (#"{"components": [1, 0, 0]}"#, "`colorSpace`"),
    (#"{"colorSpace": "hsl", "components": [360, 50, 50]}"#, "from 0 to less than 360"),
    (#"{"colorSpace": "hsl", "components": [20, 101, 50]}"#, "from 0 to 100"),
    (#"{"colorSpace": "oklch", "components": [1.2, 0.1, 20]}"#, "from 0 to 1"),
    (#"{"colorSpace": "lch", "components": [50, -1, 20]}"#, "0 or more"),
    (#"{"colorSpace": "display-p3", "components": [1, 0]}"#, "three components"),
    (#"{"colorSpace": "rec2020", "components": [1, "0", 0]}"#, "`components`"),
    (#"{"colorSpace": "lab", "components": [50, 0, 0], "alpha": -0.1}"#, "`alpha`"),
    (##"{"colorSpace": "lab", "components": [50, 0, 0], "hex": "#12345"}"##, "`hex`"),
    (#"{"colorSpace": "lab", "components": [50, 0, 0], "channels": []}"#, "`channels`"),
    (#""rebeccapurple""#, "a color object"),
  ])
  func aValueTheFormatRejectsIsReportedWithWhatIsWrong(value: String, naming: String) {
    let messages = TokenLoad.messages(of: Color.self, "color", value)
    #expect(messages.count == 1)
    #expect(messages.first?.contains(naming) == true, "\(messages)")
  }

  @Test func aColorPrintsAsAnSRGBObjectThatReadsBackEqual() throws {
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    let printed = color.designTokenValue
    #expect(printed["colorSpace"] == .string("srgb"))
    #expect(printed["hex"] == .string("#336699"))
    #expect(try Color(designTokenValue: printed, type: .color) == color)
    #expect(Color.white.designTokenValue["alpha"] == nil)
  }
}
