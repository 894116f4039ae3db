#if canImport(SwiftUI)
  internal import CascadeElements
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
          StylesheetModifier(
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
