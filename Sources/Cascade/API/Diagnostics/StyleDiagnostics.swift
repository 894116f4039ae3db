/// Where problems found while applying a style without a context are reported, for the app
/// to observe.
///
/// `apply(to:in:)` throws when a token has no value; `apply(to:)`, which cannot throw,
/// leaves that property as it is and reports the token here instead. By default a report
/// is printed; install a handler to log it, count it or fail a test, for the process or,
/// with `withHandlers(missingToken:cycle:unreportedChange:operation:)`,
/// for one task (as a test should, so that tests running in parallel see only their own):
///
/// ```swift
/// StyleDiagnostics.setHandler { missing in
///   print("Missing design token \(missing.name), needed by \(missing.property)")
/// }
/// ```
public enum StyleDiagnostics {
  private static let handler = Lock<@Sendable (MissingToken) -> Void>(printReport)
  private static let cycleHandler = Lock<@Sendable (StyleCycle) -> Void>(printCycle)
  private static let unreportedChangeHandler = Lock<@Sendable (UnreportedChange) -> Void>(
    printUnreportedChange)

  /// Replaces the handler that receives every report.
  ///
  /// ```swift
  /// StyleDiagnostics.setHandler { print("Cascade: \($0)") }
  /// ```
  ///
  /// - Parameter newHandler: Receives each missing token, on the thread that applied the
  ///   style.
  public static func setHandler(_ newHandler: @escaping @Sendable (MissingToken) -> Void) {
    handler.withLock { $0 = newHandler }
  }

  /// Replaces the handler that receives each cycle found where nothing can throw, as when
  /// ``Stylesheet/explanation(for:in:)`` walks up from an object whose ancestors loop.
  ///
  /// ```swift
  /// StyleDiagnostics.setCycleHandler { print("Cascade: \($0)") }
  /// ```
  ///
  /// - Parameter newHandler: Receives each cycle, on the thread that met it.
  public static func setCycleHandler(_ newHandler: @escaping @Sendable (StyleCycle) -> Void) {
    cycleHandler.withLock { $0 = newHandler }
  }

  /// Replaces the handler that receives each change to an object's style classes or state
  /// that the object did not report, which a debug build finds (see ``UnreportedChange``).
  ///
  /// ```swift
  /// StyleDiagnostics.setUnreportedChangeHandler { print("Cascade: \($0)") }
  /// ```
  ///
  /// - Parameter newHandler: Receives each unreported change, on the thread that applied
  ///   the sheet.
  public static func setUnreportedChangeHandler(
    _ newHandler: @escaping @Sendable (UnreportedChange) -> Void
  ) {
    unreportedChangeHandler.withLock { $0 = newHandler }
  }

  /// Restores the default handlers, which print each report.
  ///
  /// ```swift
  /// StyleDiagnostics.resetHandler()
  /// ```
  public static func resetHandler() {
    setHandler(printReport)
    setCycleHandler(printCycle)
    setUnreportedChangeHandler(printUnreportedChange)
  }

  /// Sends each missing token to the handler.
  @usableFromInline
  static func report(_ missingTokens: [MissingToken]) {
    let current = ScopedHandlers.current.missingToken ?? handler.withLock { $0 }
    missingTokens.forEach(current)
  }

  /// Sends a cycle to the cycle handler.
  static func report(_ cycle: StyleCycle) {
    let current = ScopedHandlers.current.cycle ?? cycleHandler.withLock { $0 }
    current(cycle)
  }

  /// Sends an unreported change to its handler.
  static func report(_ change: UnreportedChange) {
    let current = ScopedHandlers.current.unreportedChange ?? unreportedChangeHandler.withLock { $0 }
    current(change)
  }

  @Sendable
  private static func printUnreportedChange(_ change: UnreportedChange) {
    print("Cascade: \(change)")
  }

  @Sendable
  private static func printCycle(_ cycle: StyleCycle) {
    print("Cascade: a cycle: \(cycle)")
  }

  @Sendable
  private static func printReport(_ missing: MissingToken) {
    print("Cascade: \(missing)")
  }
}
