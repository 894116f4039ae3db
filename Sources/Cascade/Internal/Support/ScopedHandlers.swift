/// The diagnostics handlers a task has set with `StyleDiagnostics.withHandlers`; `nil` where
/// the process-wide handler is in force.
struct ScopedHandlers: Sendable {
  var missingToken: (@Sendable (MissingToken) -> Void)?
  var cycle: (@Sendable (StyleCycle) -> Void)?
  var unreportedChange: (@Sendable (UnreportedChange) -> Void)?

  /// Declared as the type rather than with the `@TaskLocal` attribute, which is a property
  /// wrapper before Swift 6 and a macro after: this spelling means the same to both.
  static let local = TaskLocal<ScopedHandlers>(wrappedValue: ScopedHandlers())

  /// The handlers of the current task.
  static var current: ScopedHandlers { local.get() }

  /// These handlers with each given one in place of this scope's.
  func overriding(
    missingToken: (@Sendable (MissingToken) -> Void)?,
    cycle: (@Sendable (StyleCycle) -> Void)?,
    unreportedChange: (@Sendable (UnreportedChange) -> Void)?
  ) -> ScopedHandlers {
    ScopedHandlers(
      missingToken: missingToken ?? self.missingToken, cycle: cycle ?? self.cycle,
      unreportedChange: unreportedChange ?? self.unreportedChange)
  }
}
