#if canImport(SwiftUI)
  package import CascadeElements
  public import CascadeViews
  public import SwiftUI

  /// Styles the elements inside a view with a stylesheet: puts the sheet's resolver in the
  /// environment, with no element above the content.
  ///
  /// ```swift
  /// ContentView().modifier(StylesheetModifier(sheet.stylesheet))
  /// ```
  ///
  /// It is what ``SwiftUI/View/stylesheet(_:light:dark:)-(Stylesheet,_,_)`` and
  /// ``SwiftUI/View/stylesheet(_:in:)-(Stylesheet,_)`` apply; a type that keeps a modifier,
  /// or composes several, can name it. An inner one styles what it contains in its own
  /// sheet alone, as the root of its elements.
  public struct StylesheetModifier: SwiftUI.ViewModifier {
    let sheet: Stylesheet?
    let themes: RootThemes
    /// Tells apart versions of a sheet whose theme changed without the sheet.
    let version: Int

    @SwiftUI.Environment(\.colorScheme) private var colorScheme

    /// Creates the modifier of a stylesheet whose tokens resolve in the light theme or the
    /// dark one as the environment's color scheme is.
    ///
    /// ```swift
    /// let root = StylesheetModifier(sheet.stylesheet, light: .light, dark: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: The stylesheet, written in Swift or loaded from text
    ///     (`loaded.stylesheet`).
    ///   - light: The theme of the light color scheme.
    ///   - dark: The theme of the dark color scheme.
    public init(_ sheet: Stylesheet, light: Theme = .light, dark: Theme = .dark) {
      self.init(sheet: sheet, themes: .following(light: light, dark: dark), version: 0)
    }

    /// Creates the modifier of a stylesheet whose tokens resolve in one theme, whatever the
    /// color scheme.
    ///
    /// ```swift
    /// let root = StylesheetModifier(sheet.stylesheet, in: .dark)
    /// ```
    ///
    /// - Parameters:
    ///   - sheet: The stylesheet.
    ///   - context: The theme; the traits come from the environment.
    public init(_ sheet: Stylesheet, in context: StyleContext) {
      self.init(sheet: sheet, themes: .fixed(context), version: 0)
    }

    package init(sheet: Stylesheet?, themes: RootThemes, version: Int) {
      self.sheet = sheet
      self.themes = themes
      self.version = version
    }

    /// The content, with the sheet's resolver in its environment and no element above it.
    ///
    /// SwiftUI calls it with the view the modifier is on:
    ///
    /// ```swift
    /// ContentView().modifier(StylesheetModifier(sheet.stylesheet, in: .light))
    /// ```
    public func body(content: Content) -> some SwiftUI.View {
      content
        .environment(\.cascadeResolver, resolver(for: colorScheme))
        .environment(\.cascadeParent, nil)
    }

    /// The resolver the elements below resolve with, in a color scheme: one for each sheet,
    /// version and theme, kept while the sheet is in use.
    package func resolver(for colorScheme: SwiftUI.ColorScheme) -> ElementResolver? {
      // Themes of one name, such as two read from token files, are told apart by scheme.
      let isDark: Bool
      switch themes {
      case .fixed: isDark = false
      case .following: isDark = colorScheme == .dark
      }
      return sheet.map {
        ResolverRegistry.resolver(
          for: $0, in: themes.context(for: colorScheme), isDark: isDark, version: version)
      }
    }
  }
#endif
