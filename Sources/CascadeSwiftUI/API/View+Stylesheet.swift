#if canImport(SwiftUI)
  public import CascadeViews
  public import SwiftUI

  extension SwiftUI.View {
    /// Styles the elements inside this view (each view with a ``styleClass(_:kind:state:)``)
    /// with a stylesheet: one written in Swift, or one loaded from text.
    ///
    /// ```swift
    /// ContentView().stylesheet(sheet, in: StyleContext(theme: .light))
    /// ```
    ///
    /// Put it once, near the root. The traits come from the environment (color scheme,
    /// dynamic type size, size classes, layout direction, bold text, contrast, reduced
    /// transparency and motion); the context gives the theme that tokens resolve in.
    ///
    /// - Parameters:
    ///   - sheet: The stylesheet.
    ///   - context: The theme; its traits stand where the environment has none.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(
      _ sheet: Stylesheet, in context: StyleContext = .standard
    ) -> some SwiftUI.View {
      modifier(StylesheetRootModifier(sheet: sheet, context: context, version: 0))
    }

    /// Styles the elements inside this view with a stylesheet loaded from text.
    ///
    /// ```swift
    /// let loaded = StyleVocabulary.standard.load(text, named: "card.css")
    /// ContentView().stylesheet(loaded)
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: The loaded sheet; its diagnostics are the caller's to report.
    ///   - context: The theme; its traits stand where the environment has none.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(
      _ sheet: TextStylesheet, in context: StyleContext = .standard
    ) -> some SwiftUI.View {
      stylesheet(sheet.stylesheet, in: context)
    }

    /// Styles the elements inside this view with the sheet a reloader keeps, and restyles
    /// them each time a good save of its file is loaded.
    ///
    /// ```swift
    /// let reloader = StylesheetReloader(
    ///   sheetAt: "Styles/app.css", vocabulary: .standard, styling: View())
    /// ContentView().stylesheet(reloader)
    /// reloader.start(every: .seconds(1))
    /// ```
    ///
    /// The reloader polls as it is told to; this view only listens. It chains a call onto
    /// the reloader's `onReload` once, the first time it appears.
    ///
    /// - Parameter reloader: The reloader, made and started on the main actor. Its own
    ///   root (a substitute) is styled too; a `View()` will do for a SwiftUI-only app.
    /// - Returns: The view, whose elements the reloader's sheet styles.
    public func stylesheet(_ reloader: StylesheetReloader) -> some SwiftUI.View {
      modifier(ReloadingStylesheetModifier(reloader: reloader))
    }
  }
#endif
