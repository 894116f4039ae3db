#if canImport(SwiftUI)
  public import SwiftUI

  /// What a SwiftUI screen does with its stylesheet's problems: the environment's
  /// ``SwiftUI/EnvironmentValues/reportStyleProblems``, called by the `stylesheet` modifiers
  /// with the diagnostics of a text sheet when the view appears or the sheet changes, and
  /// with each problem of a reloader's save.
  ///
  /// ```swift
  /// let logger = StyleProblemAction { problems in
  ///   for diagnostic in problems.diagnostics { print("style:", diagnostic) }
  /// }
  /// logger(StyleProblems(StyleVocabulary.standard.load("Text { colr: red; }", named: "a.css")))
  /// ```
  ///
  /// By default it is ``console``: in a debug build, a line on the console for each problem,
  /// naming the sheet's file, line and column; in a release build, nothing.
  public struct StyleProblemAction: Sendable {
    private let handler: @MainActor @Sendable (StyleProblems) -> Void

    /// An action that calls `handler` with each report.
    ///
    /// ```swift
    /// let collect = StyleProblemAction { problems in print(problems.sheetName) }
    /// ```
    ///
    /// - Parameter handler: Called on the main actor with each report.
    public init(_ handler: @escaping @MainActor @Sendable (StyleProblems) -> Void) {
      self.handler = handler
    }

    /// Reports `problems`.
    ///
    /// ```swift
    /// let sheet = StyleVocabulary.standard.load("Text { colr: red; }", named: "a.css")
    /// StyleProblemAction.console(StyleProblems(sheet))  // a line on the console, in debug
    /// ```
    ///
    /// - Parameter problems: What went wrong.
    @MainActor public func callAsFunction(_ problems: StyleProblems) {
      handler(problems)
    }

    /// Prints each problem on the console in a debug build, as a compiler does, after
    /// `[Cascade]`: `[Cascade] app.css:3:5: error: unknown property `colr`; did you mean
    /// `color`?`. Does nothing in a release build.
    ///
    /// ```swift
    /// ContentView().environment(\.reportStyleProblems, .console)
    /// ```
    public static let console = StyleProblemAction { problems in
      #if DEBUG
        for line in consoleLines(for: problems) { print(line) }
      #endif
    }

    /// Does nothing with the problems.
    ///
    /// ```swift
    /// ContentView().environment(\.reportStyleProblems, .ignore)
    /// ```
    public static let ignore = StyleProblemAction { _ in }

    /// The lines ``console`` prints for `problems`.
    package static func consoleLines(for problems: StyleProblems) -> [String] {
      problems.description.split(separator: "\n", omittingEmptySubsequences: true).map {
        "[Cascade] \($0)"
      }
    }
  }

  struct StyleProblemActionKey: SwiftUI.EnvironmentKey {
    static var defaultValue: StyleProblemAction { .console }
  }

  extension SwiftUI.EnvironmentValues {
    /// Where the `stylesheet` modifiers below report their sheets' problems: by default
    /// ``StyleProblemAction/console``, a console line for each in a debug build.
    ///
    /// ```swift
    /// ContentView()
    ///   .stylesheet(sheet)
    ///   .environment(\.reportStyleProblems, StyleProblemAction { print($0) })
    /// ```
    public var reportStyleProblems: StyleProblemAction {
      get { self[StyleProblemActionKey.self] }
      set { self[StyleProblemActionKey.self] = newValue }
    }
  }

  extension SwiftUI.View {
    /// Calls `action` with the problems of the stylesheets of this view and the views
    /// inside it: the diagnostics of a text sheet given to `stylesheet`, when the view
    /// appears and when the sheet changes, and each problem of a reloader's save.
    ///
    /// ```swift
    /// struct AppRoot: View {
    ///   @State private var problems: [String] = []
    ///   let sheet: CSSStylesheet
    ///
    ///   var body: some View {
    ///     ContentView()
    ///       .stylesheet(sheet)
    ///       .onStyleProblems { problems.append($0.description) }
    ///   }
    /// }
    /// ```
    ///
    /// It replaces the default, a console line for each problem in a debug build.
    ///
    /// - Parameter action: Called on the main actor with each report.
    /// - Returns: The view, whose sheets report to `action`.
    public func onStyleProblems(
      perform action: @escaping @MainActor @Sendable (StyleProblems) -> Void
    ) -> some SwiftUI.View {
      environment(\.reportStyleProblems, StyleProblemAction(action))
    }
  }
#endif
