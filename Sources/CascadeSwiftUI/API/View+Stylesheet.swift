#if canImport(SwiftUI)
  public import CascadeViews
  public import SwiftUI

  extension SwiftUI.View {
    /// Styles the elements inside this view (each view with a ``styleClass(_:kind:state:)``)
    /// with a stylesheet, in the light theme or the dark one as the color scheme is.
    ///
    /// ```swift
    /// ContentView().stylesheet(stylesheet)
    /// ```
    ///
    /// Put it once, near the root. Tokens resolve in `light` while the environment's color
    /// scheme is light and in `dark` while it is dark, as `@media (prefers-color-scheme)`
    /// does, so a sheet's tokens and its dark-mode rules agree; when the scheme changes,
    /// SwiftUI evaluates the view again and the elements resolve in the other theme. Pass
    /// an app's own themes to use them instead:
    ///
    /// ```swift
    /// ContentView().stylesheet(stylesheet, light: brandLight, dark: brandDark)
    /// ```
    ///
    /// The other traits come from the environment too: dynamic type size, size classes,
    /// layout direction, bold text, contrast, reduced transparency and motion.
    ///
    /// - Parameters:
    ///   - sheet: The stylesheet, written in Swift or loaded from text
    ///     (`loaded.stylesheet`).
    ///   - light: The theme of the light color scheme.
    ///   - dark: The theme of the dark color scheme.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(
      _ sheet: Stylesheet, light: Theme = .light, dark: Theme = .dark
    ) -> some SwiftUI.View {
      modifier(
        StylesheetModifier(
          sheet: sheet, themes: .following(light: light, dark: dark), version: 0))
    }

    /// Styles the elements inside this view with a stylesheet loaded from text, in the light
    /// theme or the dark one as the color scheme is.
    ///
    /// ```swift
    /// let loaded = StyleVocabulary.standard.load(text, named: "card.css")
    /// ContentView().stylesheet(loaded)
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: The loaded sheet; its diagnostics go to the environment's
    ///     ``SwiftUI/EnvironmentValues/reportStyleProblems`` when the view appears and when
    ///     the sheet changes (by default, a console line for each in a debug build).
    ///   - light: The theme of the light color scheme.
    ///   - dark: The theme of the dark color scheme.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(
      _ sheet: CSSStylesheet, light: Theme = .light, dark: Theme = .dark
    ) -> some SwiftUI.View {
      stylesheet(sheet.stylesheet, light: light, dark: dark).modifier(SheetProblemReporter(sheet))
    }

    /// Styles the elements inside this view with a stylesheet in one theme, whatever the
    /// color scheme.
    ///
    /// ```swift
    /// ContentView().stylesheet(stylesheet, in: .dark)
    /// ```
    ///
    /// Tokens resolve in the context's theme in the light and in the dark color scheme
    /// alike, while `@media (prefers-color-scheme)` still follows the environment: use it
    /// for a screen that has one look, and ``stylesheet(_:light:dark:)-(Stylesheet,_,_)``
    /// for one that follows the scheme.
    ///
    /// - Parameters:
    ///   - sheet: The stylesheet.
    ///   - context: The theme; the traits come from the environment.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(_ sheet: Stylesheet, in context: StyleContext) -> some SwiftUI.View {
      modifier(StylesheetModifier(sheet: sheet, themes: .fixed(context), version: 0))
    }

    /// Styles the elements inside this view with a stylesheet loaded from text, in one theme
    /// whatever the color scheme.
    ///
    /// ```swift
    /// let loaded = StyleVocabulary.standard.load(text, named: "card.css")
    /// ContentView().stylesheet(loaded, in: .light)
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: The loaded sheet; its diagnostics go to the environment's
    ///     ``SwiftUI/EnvironmentValues/reportStyleProblems``, as with
    ///     ``stylesheet(_:light:dark:)-(CSSStylesheet,_,_)``.
    ///   - context: The theme; the traits come from the environment.
    /// - Returns: The view, whose elements the sheet styles.
    public func stylesheet(
      _ sheet: CSSStylesheet, in context: StyleContext
    ) -> some SwiftUI.View {
      stylesheet(sheet.stylesheet, in: context).modifier(SheetProblemReporter(sheet))
    }

    /// Styles the elements inside this view with the sheet a reloader keeps, and restyles
    /// them each time a good save of its file is loaded.
    ///
    /// ```swift
    /// struct NotesApp: App {
    ///   let reloader = StylesheetReloader(sheetAt: "Styles/app.css", vocabulary: .standard)
    ///
    ///   var body: some Scene {
    ///     WindowGroup {
    ///       ContentView()
    ///         .stylesheet(reloader)
    ///         .onAppear {
    ///           if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
    ///             reloader.start(every: .seconds(1))  // polling by a Duration: iOS 16
    ///           }
    ///         }
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// The reloader polls as it is told to; this view only listens. The first view to show
    /// a reloader chains a call onto its `onReload` and `onProblem`, once however many views
    /// show it. A save of the sheet or of a token file restyles the views below every view
    /// still shown, and each problem of a save goes, once, to the environment's
    /// ``SwiftUI/EnvironmentValues/reportStyleProblems`` of the view that appeared last.
    ///
    /// Tokens resolve in the reloader's one theme, its context's under its token files, in
    /// the light and the dark color scheme alike, as with ``stylesheet(_:in:)-(Stylesheet,_)``;
    /// `@media (prefers-color-scheme)` follows the environment.
    ///
    /// - Parameter reloader: The reloader, made and started on the main actor, with no tree
    ///   of its own (a tree it has is styled too).
    /// - Returns: The view, whose elements the reloader's sheet styles.
    public func stylesheet(_ reloader: StylesheetReloader) -> some SwiftUI.View {
      modifier(ReloadingStylesheetModifier(reloader: reloader))
    }
  }
#endif
