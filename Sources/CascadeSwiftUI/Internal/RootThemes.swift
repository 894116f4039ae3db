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
  package struct ReloadingStylesheetModifier: SwiftUI.ViewModifier {
    let reloader: StylesheetReloader
    /// Changed by each reload, so that SwiftUI evaluates the body again.
    @SwiftUI.State private var reloads = 0
    /// What the reloader calls while this view is shown, kept as long as its state is.
    @SwiftUI.State private var listener = ReloadListener()
    @SwiftUI.Environment(\.reportStyleProblems) private var reportProblems

    package init(reloader: StylesheetReloader) { self.reloader = reloader }

    package func body(content: Content) -> some SwiftUI.View {
      var context = reloader.context
      context.theme = reloader.theme
      return
        content
        .modifier(
          StylesheetModifier(
            sheet: reloader.sheet?.stylesheet, themes: .fixed(context),
            version: reloader.reloadCount)
        )
        .onAppear { listen(reportingTo: reportProblems) }
    }

    /// Listens to the reloader while this view's state lives: a reload evaluates the body
    /// again, and a problem goes to `report`.
    package func listen(reportingTo report: StyleProblemAction) {
      let reloads = _reloads
      listener.reloaded = { reloads.wrappedValue += 1 }
      listener.report = report
      ReloadListeners.of(reloader).add(listener)
    }
  }

  /// What one view showing a reloader's sheet does when it reloads or has a problem.
  @MainActor package final class ReloadListener {
    var reloaded: () -> Void = {}
    var report = StyleProblemAction.console

    package init() {}
  }

  /// The views that show one reloader's sheet, each held weakly: the reloader's handlers are
  /// chained once, however many views appear, and call the views still shown. A reload
  /// reaches each of them; a problem is reported once, to the view that appeared last.
  @MainActor final class ReloadListeners {
    private var listeners: [() -> ReloadListener?] = []

    /// The reloader's list, made, and its handlers chained, the first time.
    static func of(_ reloader: StylesheetReloader) -> ReloadListeners {
      if let existing = reloader.viewListeners as? ReloadListeners { return existing }
      let made = ReloadListeners()
      reloader.viewListeners = made
      let (previousReload, previousProblem) = (reloader.onReload, reloader.onProblem)
      // Weakly: the reloader keeps the list and its closures.
      reloader.onReload = { [weak made] sheet in
        previousReload(sheet)
        made?.reloaded()
      }
      reloader.onProblem = { [weak made, weak reloader] problem in
        previousProblem(problem)
        made?.report(StyleProblems(problem, in: reloader?.sheetName ?? "stylesheet"))
      }
      return made
    }

    /// Adds a listener once; drops those whose views are gone.
    func add(_ listener: ReloadListener) {
      listeners.removeAll { $0() == nil || $0() === listener }
      listeners.append { [weak listener] in listener }
    }

    private var live: [ReloadListener] { listeners.compactMap { $0() } }

    private func reloaded() {
      for listener in live { listener.reloaded() }
    }

    private func report(_ problems: StyleProblems) {
      live.last?.report(problems)
    }
  }

  /// Reports a text sheet's diagnostics to the environment's action when the view appears
  /// and when the sheet changes.
  package struct SheetProblemReporter: SwiftUI.ViewModifier {
    /// The sheet's problems; `nil` when it has none.
    let problems: StyleProblems?
    /// What tells one sheet's text from another: the task runs again when it changes. (A
    /// sheet's identity could be reused by a later sheet; the same text has the same
    /// problems, reported once.) Unchanged, its strings compare by their storage.
    package let sheet: SheetText

    /// A sheet's name and text.
    package struct SheetText: Equatable, Sendable {
      let name: String
      let source: String
    }
    @SwiftUI.Environment(\.reportStyleProblems) private var reportProblems

    package init(_ sheet: CSSStylesheet) {
      problems = sheet.diagnostics.isEmpty ? nil : StyleProblems(sheet)
      self.sheet = SheetText(name: sheet.name, source: sheet.source)
    }

    package func body(content: Content) -> some SwiftUI.View {
      content.task(id: sheet, reporting(to: reportProblems))
    }

    /// The task's work: hands the problems, if there are any, to `action`.
    package func reporting(to action: StyleProblemAction) -> @MainActor @Sendable () -> Void {
      let problems = problems
      return { if let problems { action(problems) } }
    }
  }
#endif
