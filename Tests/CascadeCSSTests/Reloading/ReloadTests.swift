import Cascade
import CascadeCSS
import Foundation
import Testing

/// Live reload, driven poll by poll: a save shows after a number of polls, never after a
/// time, so that no test sleeps.
@Suite struct ReloadTests {
  private let file: SheetFile
  private let box = Box()
  private let reloader: StylesheetReloader
  private var problems: Problems

  /// The problems a reloader reported, in order.
  final class Problems {
    var all: [ReloadProblem] = []
  }

  init() throws {
    file = try SheetFile()
    reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: box)
    problems = Problems()
    reloader.onProblem = { [problems] in problems.all.append($0) }
  }

  /// Saves `text` and polls until the reloader has seen the save settle: two polls.
  private func save(_ text: String, atomically: Bool = false) throws -> [Bool] {
    try atomically ? file.saveAtomically(text) : file.write(text)
    return [reloader.poll(), reloader.poll()]
  }

  @Test func firstPollLoadsTheSheetAndStylesTheTree() throws {
    try file.write("Box { width: 3; hidden: true; }")
    #expect(reloader.poll())
    #expect(box.width == 3 && box.hidden)
    #expect(reloader.sheet?.name == "live.css")
    #expect(!reloader.poll())
    file.removeDirectory()
  }

  @Test func aReloaderWithNoTreeKeepsTheSheetAndReportsItsSaves() throws {
    let unrooted = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes)
    var reloaded: [String] = []
    var reported: [ReloadProblem] = []
    unrooted.onReload = { reloaded.append($0.source) }
    unrooted.onProblem = { reported.append($0) }
    try file.write("Box { width: 3; }")
    #expect(unrooted.poll())
    #expect(unrooted.root == nil && unrooted.reloadCount == 1)
    #expect(reloaded == ["Box { width: 3; }"])
    try file.write("Box { width: ; }")
    #expect([unrooted.poll(), unrooted.poll()] == [false, false])
    #expect(reported.count == 1 && unrooted.sheet?.source == "Box { width: 3; }")
    #expect(box.width != 3, "no tree is styled")
    file.removeDirectory()
  }

  @Test func savedChangeWritesOnlyWhatChangedAndRestoresWhatTheFileNoLongerSets() throws {
    try file.write("Box { width: 3; hidden: true; elevation: raised; }")
    reloader.poll()
    let before: Int = box.writes
    let polls: [Bool] = try save("Box { width: 5; elevation: raised; }")
    #expect(polls == [false, true])
    expectChangedOnlyAndRestored(writesBefore: before)
    #expect(problems.all.isEmpty)
    file.removeDirectory()
  }

  /// The box has the saved width and elevation, `hidden` restored, after three writes.
  private func expectChangedOnlyAndRestored(writesBefore before: Int) {
    let writes: Int = box.writes - before
    #expect(box.width == 5)
    #expect(!box.hidden, "restored: the file no longer sets it")
    #expect(box.elevation == .raised)
    #expect(writes == 3, "each winner once, as the cascade does, and the restore")
  }

  @Test func brokenSaveKeepsTheLastGoodSheetAndReportsItsDiagnostics() throws {
    try file.write("Box { width: 3; hidden: true; }")
    reloader.poll()
    let polls: [Bool] = try save("Box { width: 9; colr: red; }")
    #expect(polls == [false, false])
    #expect(box.width == 3 && box.hidden, "the last good sheet stays")
    let source: String? = reloader.sheet?.source
    #expect(source == "Box { width: 3; hidden: true; }")
    try expectReportedAsAnUnknownProperty()
    try expectReportedOnceThenNextSaveApplies()
  }

  /// The first problem reported is the unknown property `colr`.
  private func expectReportedAsAnUnknownProperty() throws {
    let problem: ReloadProblem = try #require(problems.all.first)
    let codes: [TextDiagnostic.Code] = problem.diagnostics.map(\.code)
    #expect(codes == [.unknownProperty])
    #expect(problem.description.contains("colr"))
  }

  /// After a broken save: no second report, and the next good save applies.
  private func expectReportedOnceThenNextSaveApplies() throws {
    #expect(!reloader.poll(), "a broken save is reported once")
    #expect(problems.all.count == 1)
    let polls: [Bool] = try save("Box { width: 7; }")
    #expect(polls == [false, true])
    #expect(box.width == 7 && !box.hidden, "the next good save applies")
    file.removeDirectory()
  }

  @Test func saveWithWarningsAloneIsAppliedAndItsWarningsReported() throws {
    try file.write("Box { width: 3; }")
    reloader.poll()
    let polls: [Bool] = try save("Box { width: 9 !important; }")
    #expect(polls == [false, true])
    #expect(box.width == 9)
    try expectWarningsReported()
    file.removeDirectory()
  }

  /// Expects the first problem reported to be the warnings of the sheet's file.
  private func expectWarningsReported() throws {
    let problem = try #require(problems.all.first)
    guard case .warnings(let path, let diagnostics, _) = problem else {
      Issue.record("expected warnings, got \(problem)")
      return
    }
    let severities: [TextDiagnostic.Severity] = diagnostics.map(\.severity)
    #expect(path == file.path)
    #expect(severities == [.warning])
    #expect(problem.description.contains("warning: `!important`"))
  }

  @Test func warningsAsErrorsHoldsBackASaveWithWarnings() throws {
    let strict = StylesheetReloader(
      sheetAt: file.path, vocabulary: .boxes, styling: box, warningsAsErrors: true)
    var problems: [ReloadProblem] = []
    strict.onProblem = { problems.append($0) }
    try file.write("Box { width: 3; }")
    strict.poll()
    try file.write("Box { width: 9 !important; }")
    let polls: [Bool] = [strict.poll(), strict.poll()]
    #expect(polls == [false, false])
    #expect(box.width == 3, "the last good sheet stays")
    Self.expectHeldBackAsErrors(problems)
    file.removeDirectory()
  }

  /// The first of `problems` is an invalid save whose diagnostics are all errors.
  private static func expectHeldBackAsErrors(_ problems: [ReloadProblem]) {
    guard case .invalid(_, let diagnostics, _) = problems.first else {
      Issue.record("expected an invalid save, got \(problems)")
      return
    }
    let severities: [TextDiagnostic.Severity] = diagnostics.map(\.severity)
    #expect(severities == [.error])
  }

  @Test func atomicSaveByRenameIsSeen() throws {
    try file.write("Box { width: 3; }")
    reloader.poll()
    let inode = file.inode
    #expect(try save("Box { width: 4; }", atomically: true) == [false, true])
    #expect(file.inode != inode)
    #expect(box.width == 4)
    file.removeDirectory()
  }

  @Test func sameSizeSaveWithinOneClockTickIsSeen() throws {
    try file.write("Box { width: 3; }")
    reloader.poll()
    try file.write("Box { width: 4; }")  // same size, likely the same modification time
    reloader.poll()
    reloader.poll()
    #expect(box.width == 4)
    file.removeDirectory()
  }

  @Test func rapidSavesAreCoalescedIntoOneReload() throws {
    try file.write("Box { width: 1; }")
    reloader.poll()
    for width in 2...6 {
      try file.write("Box { width: \(width); }")
      #expect(!reloader.poll(), "still changing: not read yet")
    }
    #expect(reloader.poll())
    #expect(box.width == 6)
    #expect(reloader.reloadCount == 2)
    file.removeDirectory()
  }

  @Test func deletedFileIsReportedAndTheLastGoodSheetStays() throws {
    try file.write("Box { width: 3; }")
    reloader.poll()
    try file.delete()
    reloader.poll()
    reloader.poll()
    #expect(box.width == 3)
    guard case .unreadable(let error) = problems.all.first else {
      Issue.record("expected an unreadable file, got \(problems.all)")
      return
    }
    #expect(error.path == file.path)
    #expect(try save("Box { width: 8; }") == [false, true])
    #expect(box.width == 8)
    file.removeDirectory()
  }

  /// A reloader of its own, polled where a poll that blocked would fail after a generous
  /// guard time rather than hang the run: the problems of two polls, then of a good save
  /// and two more, and the width the good save gave.
  private static func pollsAndGoodSave(
    of file: SheetFile
  ) async -> (problems: [ReloadProblem], width: Double)? {
    await withHangGuard(blocking: {
      let box = Box()
      let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .boxes, styling: box)
      var problems: [ReloadProblem] = []
      reloader.onProblem = { problems.append($0) }
      reloader.poll()
      reloader.poll()
      file.removeDirectory()
      try? FileManager.default.createDirectory(
        atPath: file.directory, withIntermediateDirectories: true)
      try? file.write("Box { width: 8; }")
      reloader.poll()
      reloader.poll()
      return (problems, box.width)
    })
  }

  @Test func namedPipeIsReportedNotWaitedOnAndAGoodSaveAfterItApplies() async throws {
    try file.makePipe()
    let (problems, width) = try #require(await Self.pollsAndGoodSave(of: file))
    guard case .unreadable(let error) = problems.first, problems.count == 1 else {
      Issue.record("expected one unreadable file, got \(problems)")
      return
    }
    #expect(error.code == .notARegularFile)
    #expect(problems[0].description == "cannot read \(file.path): not a regular file: a named pipe")
    #expect(width == 8)
    file.removeDirectory()
  }

  @Test func directoryIsReportedAndAGoodSaveAfterItApplies() async throws {
    try file.makeDirectory()
    let (problems, width) = try #require(await Self.pollsAndGoodSave(of: file))
    guard case .unreadable(let error) = problems.first, problems.count == 1 else {
      Issue.record("expected one unreadable file, got \(problems)")
      return
    }
    #expect(error.code == .notARegularFile)
    #expect(error.reason == "not a regular file: a directory")
    #expect(width == 8)
    file.removeDirectory()
  }

  @Test func firstBrokenSaveStylesNothing() throws {
    try file.write("Box { width: ; }")
    #expect(!reloader.poll())
    #expect(reloader.sheet == nil && box.width == 0)
    #expect(problems.all.count == 1)
    file.removeDirectory()
  }
}
