import CascadeCSS
import CascadeViews
import Testing

/// What the tests of the CSS-wide keywords share: views with classes and an opacity of
/// their own, and the check that a sheet with keywords prints back and reloads the same.
enum KeywordSheets {
  /// A plain view with classes and an opacity of its own, the original a keyword may put
  /// back or a child may inherit.
  static func view(_ classes: Set<String>, alpha: Double = 1) -> View {
    let view = View()
    view.styleClasses = classes
    view.alpha = alpha
    return view
  }

  /// Expects the first rule of `sheet` to hold `keywords`, in lowercase, its printed text
  /// to hold `declaration`, and that text to reload, without problems, to the same rules.
  static func expectPrintsBack(
    _ sheet: CSSStylesheet, keywords: [String], printing declaration: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let values = sheet.rules.first?.declarations.map(\.value)
    #expect(values == keywords.map(CSSDeclaredValue.keyword), sourceLocation: sourceLocation)
    let printed = sheet.cssText
    #expect(printed.contains(declaration), sourceLocation: sourceLocation)
    let reloaded = StyleVocabulary.standard.load(printed, named: "printed.css")
    #expect(reloaded.diagnostics.isEmpty, sourceLocation: sourceLocation)
    #expect(
      reloaded.rules.map(\.declarations) == sheet.rules.map(\.declarations),
      sourceLocation: sourceLocation)
  }
}
