extension StyleDiagnostics {
  /// Runs `operation` with handlers that receive the reports of the styling it does, and of
  /// the tasks it starts, instead of the process-wide handlers.
  ///
  /// The handlers are scoped to the task, so tests that run in parallel each see their own
  /// reports, and no test can reset a handler another one relies on:
  ///
  /// ```swift
  /// let card = Label()
  /// let signature = Token<Color>("signature")
  /// StyleDiagnostics.withHandlers(missingToken: { print("missing \($0.name)") }) {
  ///   Style<Label> { Setter(\.textColor, token: signature) }.apply(to: card)
  /// }
  /// ```
  ///
  /// A handler left `nil` is the one in force outside: the enclosing scope's, else the
  /// process-wide one.
  ///
  /// - Parameters:
  ///   - missingToken: Receives each token without a value, as ``setHandler(_:)``'s does.
  ///   - cycle: Receives each cycle in a styled tree, as ``setCycleHandler(_:)``'s does.
  ///   - unreportedChange: Receives each change the tree did not report, as
  ///     ``setUnreportedChangeHandler(_:)``'s does.
  ///   - operation: The work whose reports the handlers receive.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withHandlers<Result>(
    missingToken: (@Sendable (MissingToken) -> Void)? = nil,
    cycle: (@Sendable (StyleCycle) -> Void)? = nil,
    unreportedChange: (@Sendable (UnreportedChange) -> Void)? = nil,
    operation: () throws -> Result
  ) rethrows -> Result {
    let handlers = ScopedHandlers.current.overriding(
      missingToken: missingToken, cycle: cycle, unreportedChange: unreportedChange)
    return try ScopedHandlers.local.withValue(handlers, operation: operation)
  }

  /// Runs an asynchronous `operation` with handlers scoped to its task; see
  /// `withHandlers(missingToken:cycle:unreportedChange:operation:)`.
  ///
  /// ```swift
  /// func styleLater(_ label: Label) async {
  ///   await StyleDiagnostics.withHandlers(cycle: { print($0) }) {
  ///     await Task.yield()
  ///     Style<Label> { Setter(\.numberOfLines, 2) }.apply(to: label)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - missingToken: Receives each token without a value.
  ///   - cycle: Receives each cycle in a styled tree.
  ///   - unreportedChange: Receives each change the tree did not report.
  ///   - operation: The work whose reports the handlers receive.
  /// - Returns: What `operation` returns.
  /// - Throws: What `operation` throws.
  public static func withHandlers<Result: Sendable>(
    missingToken: (@Sendable (MissingToken) -> Void)? = nil,
    cycle: (@Sendable (StyleCycle) -> Void)? = nil,
    unreportedChange: (@Sendable (UnreportedChange) -> Void)? = nil,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    let handlers = ScopedHandlers.current.overriding(
      missingToken: missingToken, cycle: cycle, unreportedChange: unreportedChange)
    return try await ScopedHandlers.local.withValue(handlers, operation: operation)
  }
}
