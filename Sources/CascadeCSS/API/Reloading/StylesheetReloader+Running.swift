extension StylesheetReloader {
  /// Polls every `interval` in a task on the caller's actor, until ``stop(isolation:)``.
  ///
  /// ```swift
  /// @MainActor func watch(_ screen: View) async {
  ///   let reloader = StylesheetReloader(
  ///     sheetAt: "Styles/card.css", vocabulary: .standard, styling: screen)
  ///   reloader.start(every: .milliseconds(250))
  ///   // … while the app runs …
  ///   await reloader.stop()
  /// }
  /// ```
  ///
  /// The files are read and parsed off the actor; the tree is styled on it. Starting a
  /// reloader that runs does nothing. `Duration` needs iOS 16 and macOS 13; below them,
  /// drive the reloader with ``run(polls:isolation:)``.
  ///
  /// - Parameters:
  ///   - interval: The time between two polls; a save shows after one to two of them.
  ///   - isolation: The actor that owns the tree; by default the caller's.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func start(
    every interval: Duration = .milliseconds(250),
    isolation: isolated (any Actor)? = #isolation
  ) {
    guard task == nil else { return }
    task = Task {
      _ = isolation
      await self.run(every: interval)
    }
  }

  /// Stops polling, and returns once the polling task has ended; the tree keeps the
  /// sheet in force. It does not wait for a read under way: one that the file system
  /// holds up, as a network volume can, ends on its own, and its result is dropped.
  ///
  /// ```swift
  /// @MainActor func stopWatching(_ reloader: StylesheetReloader) async {
  ///   await reloader.stop()
  ///   print(reloader.isRunning)  // false
  /// }
  /// ```
  ///
  /// - Parameter isolation: The actor that owns the tree; by default the caller's.
  public func stop(isolation: isolated (any Actor)? = #isolation) async {
    guard let task else { return }
    self.task = nil
    task.cancel()
    await task.value
  }

  /// Whether a task started by ``start(every:isolation:)`` is polling.
  public var isRunning: Bool { task != nil }

  /// Polls every `interval` until the current task is cancelled.
  ///
  /// ```swift
  /// @MainActor func watch(_ reloader: StylesheetReloader) async {
  ///   await reloader.run(every: .milliseconds(250))  // until the task is cancelled
  /// }
  /// ```
  ///
  /// `Duration` needs iOS 16 and macOS 13; below them, use ``run(polls:isolation:)``.
  ///
  /// - Parameters:
  ///   - interval: The time between two polls.
  ///   - isolation: The actor that owns the tree; by default the caller's.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  public func run(
    every interval: Duration, isolation: isolated (any Actor)? = #isolation
  ) async {
    while !Task.isCancelled {
      _ = await pollOffActor()
      try? await Task.sleep(for: interval)
    }
  }

  /// Polls once for each element of `ticks`, until they end or fail or the current task is
  /// cancelled: a test's or an app's own trigger in place of a timer, on any system.
  ///
  /// ```swift
  /// @MainActor func watch(_ reloader: StylesheetReloader) async {
  ///   let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
  ///   tick.yield()
  ///   tick.finish()
  ///   await reloader.run(polls: ticks)  // one poll
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - ticks: One element per poll.
  ///   - isolation: The actor that owns the tree; by default the caller's.
  public func run<Ticks: AsyncSequence>(
    polls ticks: Ticks, isolation: isolated (any Actor)? = #isolation
  ) async where Ticks.Element == Void {
    // Not `some AsyncSequence<Void, Never>`: its `Failure` needs iOS 18 and macOS 15. A
    // sequence that fails ends the polling, as one that finishes does.
    do {
      for try await _ in ticks {
        if Task.isCancelled { return }
        _ = await pollOffActor()
      }
    } catch {}
  }
}
