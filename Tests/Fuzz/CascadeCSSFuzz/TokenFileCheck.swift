import CascadeCSS
import CascadeViews

/// What the fuzzer checks of a design token file: reading it ends without a crash, every
/// diagnostic points inside the text, a theme loads from it, and the file printed back
/// reads to equal groups and tokens.
enum TokenFileCheck {
  /// Why the text fails the check, or `nil` if it passes.
  static func failure(of bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    let file = DesignTokenFile(
      parsing: text, named: "fuzz.tokens.json", limits: TextSheetCheck.limits)
    let length = text.utf8.count
    for diagnostic in file.diagnostics {
      let range = diagnostic.range
      guard range.start.line >= 1, range.start.column >= 1, range.start <= range.end,
        range.end.offset <= length
      else { return "a diagnostic points outside the text: \(diagnostic) at \(range)" }
    }
    let loaded = DesignTokenMapping.standard.theme(from: file, named: "Fuzz")
    _ = loaded.formattedDiagnostics
    let printed = file.jsonText
    let again = DesignTokenFile(parsing: printed, named: "fuzz.tokens.json")
    guard again.tokens == file.tokens, again.groups == file.groups else {
      return "the printed file reads to other tokens:\nprinted:\n\(printed)"
    }
    let exported = DesignTokenMapping.standard.jsonText(of: loaded.theme)
    let reloaded = DesignTokenMapping.standard.loadTheme(exported, named: "Fuzz")
    guard reloaded.diagnostics.isEmpty,
      DesignTokenMapping.standard.isEquivalent(reloaded.theme, to: loaded.theme)
    else { return "the exported theme does not load back equal:\n\(exported)" }
    return valueFailure(of: file)
  }

  /// Each value type of the format, at the path named after its type, so that the fuzzer's
  /// tokens `shadow`, `gradient`, … load into Swift values.
  private static let values: DesignTokenMapping = {
    var mapping = DesignTokenMapping()
    mapping.map(Token<Color>("fuzzColor"), to: "color")
    mapping.map(Token<Shadow>("fuzzShadow"), to: "shadow")
    mapping.map(Token<Border>("fuzzBorder"), to: "border")
    mapping.map(Token<Border.StrokeStyle>("fuzzStroke"), to: "strokeStyle")
    mapping.map(Token<AnimationDuration>("fuzzDuration"), to: "duration")
    mapping.map(Token<CubicBezier>("fuzzCurve"), to: "cubicBezier")
    mapping.map(Token<TransitionTiming>("fuzzTransition"), to: "transition")
    mapping.map(Token<ColorGradient>("fuzzGradient"), to: "gradient")
    return mapping
  }()

  /// The values that load print back in 2025.10 form and load again to equal values.
  private static func valueFailure(of file: DesignTokenFile) -> String? {
    let loaded = values.theme(from: file, named: "Fuzz")
    let exported = values.jsonText(of: loaded.theme)
    let reloaded = values.loadTheme(exported, named: "Fuzz")
    guard reloaded.diagnostics.isEmpty, values.isEquivalent(reloaded.theme, to: loaded.theme)
    else { return "the exported values do not load back equal:\n\(exported)" }
    return nil
  }
}
