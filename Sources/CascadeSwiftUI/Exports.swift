#if canImport(SwiftUI)
  // A SwiftUI file imports SwiftUI and this module, and reaches the whole layer: the engine,
  // text stylesheets, design tokens and live reload, and the resolution of elements.
  @_exported public import Cascade
  @_exported public import CascadeCSS
  @_exported public import CascadeElements
  // CascadeViews' vocabulary, themes and tokens are members (`StyleVocabulary.standard`,
  // `Theme.dark`, `Token.primaryText`): importing one of its declarations by name makes them
  // visible without its substitute types, whose names SwiftUI has too (`View`, `Color`,
  // `Font`, `Button`, …). A file that wants the substitutes imports CascadeViews itself.
  @_exported public import enum CascadeViews.ColorSchemeKey
#endif
