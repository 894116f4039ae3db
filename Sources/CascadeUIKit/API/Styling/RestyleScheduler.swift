#if canImport(UIKit) && !os(watchOS)
  /// When a ``StyleRoot`` restyles after it is asked to: by default on the main actor's next
  /// turn, which on iOS is a later pass of the main run loop than the one that asked, so many
  /// changes in one pass restyle once, and never inside UIKit's layout pass, which runs to
  /// completion within its pass.
  ///
  /// Tests pass their own, to run the restyle when they choose, such as one that keeps the
  /// work in a main-actor object until the test runs it:
  ///
  /// ```swift
  /// @MainActor final class Turns {
  ///   var pending: [@MainActor @Sendable () -> Void] = []
  /// }
  /// let turns = Turns()
  /// let manual = RestyleScheduler { [turns] work in turns.pending.append(work) }
  /// ```
  public struct RestyleScheduler: Sendable {
    let schedule: @MainActor @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    /// Creates a scheduler from a function that runs work later, on the main actor.
    ///
    /// - Parameter schedule: Runs the work it is given once, on the main actor, after the
    ///   caller has returned.
    public init(
      _ schedule:
        @escaping @MainActor @Sendable (@escaping @MainActor @Sendable () -> Void) ->
        Void
    ) {
      self.schedule = schedule
    }

    /// Runs work as a new task on the main actor: on iOS, from the main queue, which the
    /// main run loop drains in a later pass.
    ///
    /// ```swift
    /// let root = StyleRoot(view, stylesheet: sheet, scheduler: .nextTurn)
    /// ```
    ///
    /// A test with this scheduler calls ``StyleRoot/restyleIfNeeded()`` to restyle at once,
    /// or, in an `async` test on the main actor, awaits a main-actor task of its own
    /// (`await Task { @MainActor in }.value`), which runs after the restyle scheduled
    /// before it.
    public static let nextTurn = RestyleScheduler { work in
      Task { @MainActor in work() }
    }
  }
#endif
