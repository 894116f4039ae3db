import Cascade
import CascadeCSS

extension StyleVocabulary {
  /// The sheet read from text, under a test's file name.
  func sheet(_ text: String, named name: String = "test.css") -> CSSStylesheet {
    load(text, named: name)
  }

  /// The sheet read with warnings as errors, or the error of its problems if it has any.
  func strictSheet(
    _ text: String, named name: String
  ) throws(TextLoadingError)
    -> CSSStylesheet
  {
    let sheet = load(text, named: name, warningsAsErrors: true)
    guard !sheet.hasErrors else { throw TextLoadingError(sheet) }
    return sheet
  }
}

extension StyleContext {
  /// A context with the tests' traits.
  static func with(mood: Mood = .calm, quiet: Bool = false, theme: Theme? = nil) -> StyleContext {
    StyleContext(
      theme: theme ?? Theme(name: "Defaults"),
      traits: Traits().setting(MoodKey.self, to: mood).setting(QuietKey.self, to: quiet))
  }
}

extension CSSStylesheet {
  /// The diagnostics' codes, in order.
  var codes: [TextDiagnostic.Code] { diagnostics.map(\.code) }
}
