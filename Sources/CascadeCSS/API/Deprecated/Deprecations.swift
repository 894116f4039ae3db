// The names CascadeCSS had before 0.2.0, each forwarding to the one that replaced it, so that
// code written against 0.1.0 compiles with a warning and a fix-it. They are removed in 0.3.0;
// CHANGELOG.md has the table of old and new names and the reason for each.

/// A stylesheet read from text.
@available(*, deprecated, renamed: "CSSStylesheet")
public typealias TextStylesheet = CSSStylesheet

/// A rule of a text stylesheet.
@available(*, deprecated, renamed: "CSSRule")
public typealias TextRule = CSSRule

/// A declaration of a text stylesheet.
@available(*, deprecated, renamed: "CSSDeclaration")
public typealias TextDeclaration = CSSDeclaration

/// A value a text stylesheet gives a token.
@available(*, deprecated, renamed: "CSSTokenDeclaration")
public typealias TokenValue = CSSTokenDeclaration

/// A declared value as a text stylesheet gives it.
@available(*, deprecated, renamed: "CSSDeclaredValue")
public typealias TextValue = CSSDeclaredValue

/// Why a style cannot be printed as text.
@available(*, deprecated, renamed: "CSSPrintingError")
public typealias TextPrintingError = CSSPrintingError

/// A `@media` condition.
@available(*, deprecated, renamed: "CSSMediaCondition")
public typealias MediaCondition = CSSMediaCondition

/// A media query of a `@media` condition.
@available(*, deprecated, renamed: "CSSMediaQuery")
public typealias MediaQuery = CSSMediaQuery

/// A media feature test of a media query.
@available(*, deprecated, renamed: "CSSMediaTest")
public typealias MediaTest = CSSMediaTest

/// A value type that can be written in a text stylesheet.
@available(*, deprecated, renamed: "CSSRepresentable")
public typealias CSSValue = CSSRepresentable

/// A value type that can be read from a design token file.
@available(*, deprecated, renamed: "DesignTokenRepresentable")
public typealias DesignTokenValue = DesignTokenRepresentable

/// A problem in a text file: a stylesheet or a design token file.
@available(*, deprecated, renamed: "TextDiagnostic")
public typealias CSSDiagnostic = TextDiagnostic

/// Renders diagnostics with their source lines.
@available(*, deprecated, renamed: "TextDiagnosticFormatter")
public typealias CSSDiagnosticFormatter = TextDiagnosticFormatter

/// The text between two positions of a text file.
@available(*, deprecated, renamed: "TextRange")
public typealias SourceRange = TextRange

/// The problems that stopped a strict load.
@available(*, deprecated, renamed: "TextLoadingError")
public typealias TextStylesheetError = TextLoadingError

extension CSSStylesheet {
  /// The declarations the sheet gives tokens, in order.
  @available(*, deprecated, renamed: "tokenDeclarations")
  public var tokenValues: [CSSTokenDeclaration] { tokenDeclarations }
}

extension StyleVocabulary {
  /// Reads a text stylesheet and throws if it has any problem, a warning as much as an
  /// error.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   "Label { color: red; }", named: "card.css", warningsAsErrors: true)
  /// if sheet.hasErrors { throw TextLoadingError(sheet) }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The sheet's text.
  ///   - name: The sheet's name.
  ///   - limits: Bounds on the input.
  /// - Returns: The sheet.
  /// - Throws: ``TextLoadingError`` with every problem, each an error, if there is any.
  @available(
    *, deprecated,
    message:
      "use load(_:named:limits:warningsAsErrors: true); throw TextLoadingError(sheet) if hasErrors"
  )
  public func loadStrictly(
    _ text: String, named name: String, limits: TextLimits = .standard
  )
    throws(TextLoadingError) -> CSSStylesheet
  {
    let sheet = load(text, named: name, limits: limits, warningsAsErrors: true)
    guard !sheet.hasErrors else { throw TextLoadingError(sheet) }
    return sheet
  }
}
