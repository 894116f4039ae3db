#if canImport(SwiftUI)
  package import CascadeElements
  package import Cascade
  internal import CascadeViews
  package import SwiftUI

  /// The themes a stylesheet root resolves tokens in: one theme whatever the color scheme,
  /// or one for each scheme, chosen by the environment's.
  package enum RootThemes: Sendable {
    /// Always this context's theme.
    case fixed(StyleContext)
    /// The light theme in the light color scheme, the dark one in the dark.
    case following(light: Theme, dark: Theme)

    /// The context tokens resolve in, in a color scheme.
    package func context(for colorScheme: SwiftUI.ColorScheme) -> StyleContext {
      switch self {
      case .fixed(let context): context
      case .following(let light, let dark):
        colorScheme == .dark
          ? StyleContext(theme: dark, traits: StyleContext.dark.traits)
          : StyleContext(theme: light, traits: StyleContext.light.traits)
      }
    }
  }

  /// Puts a sheet's resolver in the environment, with no element above the content.
  package struct StylesheetRootModifier: SwiftUI.ViewModifier {
    let sheet: Stylesheet?
    let themes: RootThemes
    /// Tells apart versions of a sheet whose theme changed without the sheet.
    let version: Int

    @SwiftUI.Environment(\.colorScheme) private var colorScheme

    package init(sheet: Stylesheet?, themes: RootThemes, version: Int) {
      self.sheet = sheet
      self.themes = themes
      self.version = version
    }

    package func body(content: Content) -> some SwiftUI.View {
      content
        .environment(\.cascadeResolver, resolver(for: colorScheme))
        .environment(\.cascadeParent, nil)
    }

    /// The resolver the elements below resolve with, in a color scheme: one for each sheet,
    /// version and theme, kept while the sheet is in use.
    @MainActor
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

  /// The resolvers of the sheets in use, so that a body evaluated again finds the cache it
  /// filled: the eight used last, each keeping its sheet, and so its identity, alive.
  @MainActor
  enum ResolverRegistry {
    private struct Key: Equatable {
      let sheet: ObjectIdentifier
      let theme: String
      let isDark: Bool
      let version: Int
    }

    private static var entries: [(key: Key, resolver: ElementResolver)] = []
    static let capacity = 8

    static func resolver(
      for sheet: Stylesheet, in context: StyleContext, isDark: Bool, version: Int
    ) -> ElementResolver {
      let key = Key(
        sheet: sheet.identity, theme: context.theme.name, isDark: isDark, version: version)
      if let index = entries.firstIndex(where: { $0.key == key }) {
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.resolver
      }
      let resolver = ElementResolver(sheet: sheet, context: context)
      if entries.count >= capacity { entries.removeFirst() }
      entries.append((key, resolver))
      return resolver
    }
  }

  /// The sheet a reloader keeps, restyled after each reload.
  struct ReloadingStylesheetModifier: SwiftUI.ViewModifier {
    let reloader: StylesheetReloader
    /// Changed by each reload, so that SwiftUI evaluates the body again.
    @SwiftUI.State private var reloads = 0
    @SwiftUI.State private var isListening = false

    func body(content: Content) -> some SwiftUI.View {
      var context = reloader.context
      context.theme = reloader.theme
      return
        content
        .modifier(
          StylesheetRootModifier(
            sheet: reloader.sheet?.stylesheet, themes: .fixed(context),
            version: reloader.reloadCount)
        )
        .onAppear(perform: listen)
    }

    private func listen() {
      guard !isListening else { return }
      isListening = true
      let previous = reloader.onReload
      let reloads = _reloads
      reloader.onReload = { sheet in
        previous(sheet)
        reloads.wrappedValue += 1
      }
    }
  }
#endif
