public import Cascade

/// A stylesheet read from text: the ``/Cascade/Stylesheet`` it makes, what was read, and every
/// problem found.
///
/// ```swift
/// let text = """
///   Label.title { color: var(--primary-text); font: headline; }
///   """
/// let loaded = StyleVocabulary.standard.load(text, named: "card.css")
/// try loaded.stylesheet.apply(to: screen, in: .standard)
/// ```
///
/// A declaration with an error is left out and reported; one with a warning loads, and is
/// reported; the rest loads. Two loaded
/// sheets are equal (`==`) when they read the same rules, token values and layers;
/// ``cssText`` prints a sheet that reads back equal.
public struct CSSStylesheet: Sendable, Equatable {
  /// The sheet's name: the stylesheet's, so that loading a changed file under the same
  /// name replaces the old sheet's part of each object.
  public let name: String
  /// The engine's stylesheet: it applies, layers and explains like one written in Swift.
  public let stylesheet: Stylesheet
  /// The rules, in order. A rule whose declarations all had errors is kept, with no
  /// declarations; a rule with a selector that is not the language's is left out.
  public let rules: [CSSRule]
  /// The values the sheet gives tokens, in order.
  public let tokenDeclarations: [CSSTokenDeclaration]
  /// The layers, lowest first, as `@layer` declared them.
  public let layers: [String]
  /// The declarations of layers that decide their order, in the order of the text, where
  /// some layer is first declared inside `@media`; empty where ``layers`` is the order.
  let layerDeclarations: [LayerDeclaration]
  /// The problems found, in the order of the text.
  public let diagnostics: [TextDiagnostic]
  /// The text the sheet was read from.
  public let source: String

  /// Whether any problem is an error: something was left out. A sheet with warnings alone
  /// loaded all its text.
  ///
  /// ```swift
  /// let loaded = StyleVocabulary.standard.load("Label { colr: red; }", named: "card.css")
  /// print(loaded.hasErrors)  // true
  /// ```
  ///
  /// - Complexity: O(*m*) for *m* diagnostics.
  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  /// The diagnostics, rendered with the source lines, as ``TextDiagnosticFormatter`` does.
  public var formattedDiagnostics: String {
    TextDiagnosticFormatter.format(diagnostics, source: source)
  }

  /// Sheets are equal when their rules, token values and layers are, the layers declared
  /// under the same conditions.
  public static func == (lhs: CSSStylesheet, rhs: CSSStylesheet) -> Bool {
    lhs.rules == rhs.rules && lhs.tokenDeclarations == rhs.tokenDeclarations
      && lhs.layers == rhs.layers
      && lhs.layerDeclarations == rhs.layerDeclarations
  }
}
