import Dispatch

/// What `body` returns, or `nil` if it has not returned after a generous time: only so that
/// a regression that blocks fails its test rather than hanging the whole run, never as a
/// measure of speed.
///
/// The body runs on a thread of Dispatch's, and the guard's timer too, so that a body that
/// blocks holds up none of the threads that run tasks, which the guard and the other tests
/// need.
func withHangGuard<Value: Sendable>(
  blocking body: @escaping @Sendable () -> Value
) async -> Value? {
  await withHangGuard { outcome in DispatchQueue.global().async { outcome(body()) } }
}

/// What `body` returns on the main actor, or `nil` if it has not returned after a generous
/// time: only so that a regression that never resumes fails its test rather than hanging
/// the whole run, never as a measure of speed.
func withHangGuard<Value: Sendable>(
  _ body: @escaping @MainActor () async -> Value
) async -> Value? {
  await withHangGuard { outcome in Task { @MainActor in outcome(await body()) } }
}

/// The first outcome that `start` hands on, or `nil` after the guard time.
private func withHangGuard<Value: Sendable>(
  starting start: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value? {
  let (outcomes, outcome) = AsyncStream.makeStream(of: Value?.self)
  let timer = DispatchWorkItem { outcome.yield(nil) }
  DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
  defer { timer.cancel() }
  start { outcome.yield($0) }
  var iterator = outcomes.makeAsyncIterator()
  return await iterator.next() ?? nil
}
