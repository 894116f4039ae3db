#if canImport(SwiftUI)
  import CascadeElements
  import CascadeViews
  import SwiftUI

  /// Puts a sheet's resolver in the environment, with no element above the content.
  struct StylesheetRootModifier: SwiftUI.ViewModifier {
    let sheet: Stylesheet?
    let context: StyleContext
    /// Tells apart versions of a sheet whose theme changed without the sheet.
    let version: Int

    func body(content: Content) -> some SwiftUI.View {
      content
        .environment(
          \.cascadeResolver,
          sheet.map { ResolverRegistry.resolver(for: $0, in: context, version: version) }
        )
        .environment(\.cascadeParent, nil)
    }
  }

  /// The resolvers of the sheets in use, so that a body evaluated again finds the cache it
  /// filled: the eight used last, each keeping its sheet, and so its identity, alive.
  @MainActor
  enum ResolverRegistry {
    private struct Key: Equatable {
      let sheet: ObjectIdentifier
      let theme: String
      let version: Int
    }

    private static var entries: [(key: Key, resolver: ElementResolver)] = []
    static let capacity = 8

    static func resolver(
      for sheet: Stylesheet, in context: StyleContext, version: Int
    ) -> ElementResolver {
      let key = Key(sheet: sheet.identity, theme: context.theme.name, version: version)
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
            sheet: reloader.sheet?.stylesheet, context: context,
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
