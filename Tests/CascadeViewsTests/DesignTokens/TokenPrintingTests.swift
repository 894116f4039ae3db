import CascadeViews
import Testing

@Suite struct TokenPrintingTests {
  private static let brand = Token<Color>("brand")
  private static let gap = Token<Double>("gap")
  private static let card = Token<Shadow>("card")
  private static let ring = Token<Border>("ring")
  private static let quick = Token<AnimationDuration>("quick")
  private static let curve = Token<CubicBezier>("curve")
  private static let appear = Token<TransitionTiming>("appear")
  private static let fade = Token<ColorGradient>("fade")
  private static let dash = Token<Border.StrokeStyle>("dash")

  private static var mapping: DesignTokenMapping {
    var mapping = DesignTokenMapping()
    mapping.map(brand)
    mapping.map(gap)
    mapping.map(card)
    mapping.map(ring)
    mapping.map(quick)
    mapping.map(curve)
    mapping.map(appear)
    mapping.map(fade)
    mapping.map(dash)
    return mapping
  }

  private static let theme = Theme(name: "Every type") {
    $0[brand] = Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.75)
    $0[gap] = 12.5
    $0[card] = Shadow(layers: [
      Shadow(opacity: 0.2, radius: 2, offset: Size(width: 0, height: 1), spread: -1),
      Shadow(color: .blue, opacity: 1, radius: 0, offset: .zero, isInset: true),
    ])
    $0[ring] = Border(width: 2, color: .red, style: .dashes([4, 2], lineCap: .round))
    $0[quick] = AnimationDuration(milliseconds: 150)
    $0[curve] = CubicBezier(x1: 0.34, y1: 1.56, x2: 0.64, y2: 1)
    $0[appear] = TransitionTiming(
      duration: AnimationDuration(seconds: 0.3), delay: AnimationDuration(milliseconds: 50),
      timingFunction: .easeOut)
    $0[fade] = ColorGradient(stops: [
      ColorGradient.Stop(color: .black, position: 0),
      ColorGradient.Stop(color: .clear, position: 1),
    ])
    $0[dash] = .dotted
  }

  @Test func aThemeOfEveryTypePrintsIn2025FormAndReloadsEqual() {
    let text = Self.mapping.jsonText(of: Self.theme)
    let loaded = Self.mapping.loadTheme(text, named: "Every type")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
    #expect(Self.mapping.isEquivalent(Self.theme, to: loaded.theme))
    #expect(Self.mapping.jsonText(of: loaded.theme) == text)
  }

  @Test func colorsAndDimensionsPrintAsObjectsNotStrings() throws {
    let file = DesignTokenFile(
      parsing: Self.mapping.jsonText(of: Self.theme), named: "every.tokens.json")
    let color = try #require(file.token(at: "color.brand")).value
    let gap = try #require(file.token(at: "dimension.gap")).value
    let blur = try #require(file.token(at: "shadow.card")).value
    #expect(color["colorSpace"] == .string("srgb"))
    #expect(color["hex"] == .string("#1A80E6"))
    #expect(gap == .object([("value", .number(12.5)), ("unit", .string("px"))]))
    guard case .array(let layers) = blur else {
      Issue.record("a shadow of two layers is not a list")
      return
    }
    #expect(layers[0]["spread"] == .object([("value", .number(-1)), ("unit", .string("px"))]))
  }
}
