import Cascade
import CascadeCSS
import Dispatch
import Testing

/// The reloader's own polling task and token files: started and stopped on the main actor,
/// as in an app, with polls triggered by the test rather than by a timer where it can.
@MainActor @Suite struct ReloadRunningTests {
  // `start(every:)` takes a `Duration`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func startAndStopManyTimesLeaveNoTaskAndNoOpenFile() async throws {
    let file = try SheetFile()
    try file.write("Box { width: 3; }")
    let box = Box()
    for _ in 0..<50 {
      let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: box)
      await Self.startAndAwaitTheFirstReload(of: reloader)
      #expect(reloader.isRunning)
      await reloader.stop()
      #expect(!reloader.isRunning)
    }
    #expect(box.width == 3)
    #expect(file.openDescriptors == 0)
    file.removeDirectory()
  }

  /// Starts `reloader` polling every millisecond, and returns after its first reload.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  private static func startAndAwaitTheFirstReload(of reloader: StylesheetReloader) async {
    await withCheckedContinuation { (reloaded: CheckedContinuation<Void, Never>) in
      var pending: CheckedContinuation<Void, Never>? = reloaded
      reloader.onReload = { _ in
        pending?.resume()
        pending = nil
      }
      reloader.start(every: .milliseconds(1))
    }
  }

  @Test func pollsTriggeredByTicksReadOffTheActorAndStyleOnIt() async throws {
    let file = try SheetFile()
    try file.write("Box { width: 1; }")
    let box = Box()
    let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: box)
    let (ticks, tick) = AsyncStream.makeStream(of: Void.self)
    let (reloads, reloaded) = AsyncStream.makeStream(of: Double.self)
    reloader.onReload = { [box] _ in
      MainActor.assertIsolated("the tree is styled on the reloader's actor")
      reloaded.yield(box.width)
    }
    let running = Task { await reloader.run(polls: ticks) }
    var widths = reloads.makeAsyncIterator()
    tick.yield()
    #expect(await widths.next() == 1)
    try file.write("Box { width: 2; }")
    tick.yield()
    tick.yield()
    #expect(await widths.next() == 2)
    tick.finish()
    await running.value
    file.removeDirectory()
  }

  @Test func pollsFromSeveralLoopsNeverApplyAnOlderSaveAfterANewerOne() async throws {
    let file = try SheetFile()
    try file.write("Box { width: 0; }")
    let box = Box()
    let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: box)
    var applied: [Double] = []
    reloader.onReload = { [box] _ in
      MainActor.assertIsolated("every reload styles the tree on its actor, one at a time")
      applied.append(box.width)
    }
    let loops = (0..<2).map { _ in AsyncStream.makeStream(of: Void.self) }
    let tasks = loops.map { loop in Task { await reloader.run(polls: loop.stream) } }
    for width in 1...40 {
      try file.write("Box { width: \(width); }")
      for loop in loops { loop.continuation.yield() }
      reloader.poll()
      await Task.yield()
    }
    for loop in loops { loop.continuation.finish() }
    for task in tasks { await task.value }
    reloader.poll()
    reloader.poll()
    #expect(box.width == 40)
    #expect(applied == applied.sorted(), "a stale read is dropped, never applied")
    file.removeDirectory()
  }

  // `start(every:)` takes a `Duration`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func stopReturnsWithANamedPipeAtTheSheetsPath() async throws {
    let file = try SheetFile()
    try file.makePipe()
    let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: Box())
    let (problems, problem) = AsyncStream.makeStream(of: ReloadProblem.self)
    reloader.onProblem = { problem.yield($0) }
    reloader.start(every: .milliseconds(1))
    let first = await withHangGuard { @MainActor in
      var reported = problems.makeAsyncIterator()
      let first = await reported.next()
      await reloader.stop()
      return first
    }
    #expect(!reloader.isRunning)
    guard case .unreadable(let error)? = first ?? nil else {
      Issue.record("expected an unreadable file, got \(String(describing: first))")
      return
    }
    #expect(error.code == .notARegularFile)
    #expect(file.openDescriptors == 0)
    file.removeDirectory()
  }

  /// A read that the file system holds up, as a network volume can, stands in a token
  /// file's load that waits for the test: `stop()` returns while it waits.
  // `start(every:)` takes a `Duration`.
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test func stopReturnsWhileAReadIsHeldUp() async throws {
    let (file, tokens, box, _) = try Self.gutterReloader()
    let (entries, entered) = AsyncStream.makeStream(of: Void.self)
    let release = DispatchSemaphore(value: 0)
    let held = WatchedTokenFile(path: tokens.path) { _, base in
      entered.yield()
      // Let go by the test once stopped, or after a generous guard time.
      _ = release.wait(timeout: .now() + 120)
      return base
    }
    let reloader = StylesheetReloader(
      sheetAt: file.path, vocabulary: .boxes, styling: box, tokenFiles: [held])
    reloader.start(every: .milliseconds(1))
    let stopped = await withHangGuard { @MainActor in
      var entries = entries.makeAsyncIterator()
      await entries.next()
      await reloader.stop()
      return true
    }
    release.signal()
    #expect(stopped == true)
    #expect(!reloader.isRunning)
    #expect(reloader.reloadCount == 0, "the held poll's result is dropped")
    file.removeDirectory()
  }

  /// A sheet whose box takes its width from a watched token file of one gutter, at 10, and
  /// the reloader watching both.
  private static func gutterReloader() throws -> (
    file: SheetFile, tokens: SheetFile, box: Box, reloader: StylesheetReloader
  ) {
    let file = try SheetFile()
    let tokens = file.sibling(named: "tokens.txt")
    try file.write("Box { width: var(--gutter); }")
    try tokens.write("10")
    let box = Box()
    let reloader = StylesheetReloader(
      sheetAt: file.path, vocabulary: .boxes, styling: box,
      tokenFiles: [WatchedTokenFile(path: tokens.path, load: gutter)])
    return (file, tokens, box, reloader)
  }

  @Test func tokenFileSaveRestylesAndABrokenOneKeepsItsLastGoodValues() throws {
    let (file, tokens, box, reloader) = try Self.gutterReloader()
    var problems: [ReloadProblem] = []
    reloader.onProblem = { problems.append($0) }
    reloader.poll()
    #expect(box.width == 10)

    try tokens.write("12")
    reloader.poll()
    reloader.poll()
    #expect(box.width == 12)

    try tokens.write("twelve")
    reloader.poll()
    reloader.poll()
    let codes: [TextDiagnostic.Code]? = problems.first?.diagnostics.map(\.code)
    #expect(box.width == 12)
    #expect(codes == [.invalidValue])

    try file.write("Box { width: var(--gutter); hidden: true; }")
    reloader.poll()
    reloader.poll()
    #expect(box.width == 12 && box.hidden, "the broken token file's last good values stay")
    file.removeDirectory()
  }

  /// A broken token file save is not applied: nothing is restyled, and only the problem is
  /// reported, as the reloader's documentation says of a save with a problem.
  @Test func brokenTokenFileSaveDoesNotRestyle() throws {
    let save: BrokenTokenSave = try Self.brokenTokenSave()
    #expect(save.polls == [false, false, false])
    #expect(save.box.width == 10)
    save.file.removeDirectory()
  }

  /// A broken token file save neither counts as a reload nor calls the reload handler.
  @Test func brokenTokenFileSaveIsNotAReload() throws {
    let save: BrokenTokenSave = try Self.brokenTokenSave()
    #expect(save.reloader.reloadCount == save.reloadCountBefore)
    #expect(save.reloads == 1)
    save.file.removeDirectory()
  }

  /// A broken token file save reports its problem once and leaves the theme as it was.
  @Test func brokenTokenFileSaveReportsItsProblemAndKeepsTheTheme() throws {
    let save: BrokenTokenSave = try Self.brokenTokenSave()
    let codes: [[TextDiagnostic.Code]] = save.problems.map { $0.diagnostics.map(\.code) }
    let theme: Theme = save.reloader.theme
    let gutter: Double? = theme[.gutter]
    let gutterBefore: Double? = save.themeBefore[.gutter]
    #expect(codes == [[.invalidValue]])
    #expect(gutter == gutterBefore)
    #expect(theme.name == save.themeBefore.name)
    save.file.removeDirectory()
  }

  /// The gutter reloader after one good poll, then a broken save of its token file polled
  /// three times, with what its handlers were told.
  private struct BrokenTokenSave {
    let file: SheetFile
    let box: Box
    let reloader: StylesheetReloader
    let reloadCountBefore: Int
    let themeBefore: Theme
    let polls: [Bool]
    let reloads: Int
    let problems: [ReloadProblem]
  }

  private static func brokenTokenSave() throws -> BrokenTokenSave {
    let (file, tokens, box, reloader) = try gutterReloader()
    var problems: [ReloadProblem] = []
    var reloads = 0
    reloader.onProblem = { problems.append($0) }
    reloader.onReload = { _ in reloads += 1 }
    #expect(reloader.poll())
    #expect(box.width == 10)
    let count: Int = reloader.reloadCount
    let theme: Theme = reloader.theme
    try tokens.write("ten")
    let polls: [Bool] = (0..<3).map { _ in reloader.poll() }
    return BrokenTokenSave(
      file: file, box: box, reloader: reloader, reloadCountBefore: count, themeBefore: theme,
      polls: polls, reloads: reloads, problems: problems)
  }

  /// A token file past the reloader's size limit is reported as too large, not read.
  @Test func oversizeTokenFileIsTooLarge() throws {
    let file = try SheetFile()
    let tokens = file.sibling(named: "app.tokens.json")
    try file.write("Box { width: var(--gutter); }")
    let padding = String(repeating: "x", count: 200)
    try tokens.write(
      #"{"gutter": {"$type": "number", "$value": 12, "$description": "\#(padding)"}}"#)
    var mapping = DesignTokenMapping()
    mapping.map(Token<Double>.gutter, to: "gutter")
    var limits = TextLimits.standard
    limits.maximumBytes = 100
    let reloader = StylesheetReloader(
      sheetAt: file.path, vocabulary: .boxes, styling: Box(),
      tokenFiles: [mapping.watchedFile(at: tokens.path)], limits: limits)
    var problems: [ReloadProblem] = []
    reloader.onProblem = { problems.append($0) }
    reloader.poll()
    let codes: [[TextDiagnostic.Code]] = problems.map { $0.diagnostics.map(\.code) }
    let gutter: Double? = reloader.theme[.gutter]
    #expect(codes == [[.inputTooLarge]])
    #expect(gutter == nil)
    file.removeDirectory()
  }

  @Test func watchedTokenFileHoldsItsLoadToItsLimits() throws {
    var limits = TextLimits.standard
    limits.maximumBytes = 10
    let watched = DesignTokenMapping().watchedFile(at: "t.tokens.json", limits: limits)
    #expect {
      try watched.load(#"{"a": {"$type": "number", "$value": 1}}"#, Theme(name: "Base"))
    } throws: { error in
      (error as? TextLoadingError)?.diagnostics.map(\.code) == [.inputTooLarge]
    }
  }

  /// A token file of one number, the gutter.
  private static let gutter: @Sendable (String, Theme) throws(TextLoadingError) -> Theme = {
    text, base throws(TextLoadingError) in
    guard let value = Double(text) else {
      let start = TextPosition(line: 1, column: 1, offset: 0)
      let problem = TextDiagnostic(
        code: .invalidValue, message: "expected a number", file: "tokens.txt",
        range: TextRange(start: start, end: start))
      throw TextLoadingError(diagnostics: [problem], source: text)
    }
    return Theme(name: "Tokens", extending: base) { $0[.gutter] = value }
  }
}
