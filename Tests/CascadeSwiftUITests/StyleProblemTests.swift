#if canImport(SwiftUI)
  import CascadeSwiftUI
  import Foundation
  import SwiftUI
  import Testing

  /// A SwiftUI screen's stylesheet problems reach the environment's action: a text sheet's
  /// diagnostics when the view appears or the sheet changes, a reloader's problems as they
  /// come, and by default a console line naming the file, line and column.
  @MainActor @Suite struct StyleProblemTests {
    /// The reports an action received.
    @MainActor final class Received {
      var reports: [StyleProblems] = []
      var action: StyleProblemAction {
        StyleProblemAction { [self] in reports.append($0) }
      }
    }

    static let broken = StyleVocabulary.standard.load(
      "Text { colr: red; }\n.card { opacity: 0.5; border-radius: -; }", named: "app.css")

    @Test func aSheetsDiagnosticsGoToTheAction() throws {
      let received = Received()
      SheetProblemReporter(Self.broken).reporting(to: received.action)()
      let report = try #require(received.reports.first)
      #expect(received.reports.count == 1)
      #expect(report.sheetName == "app.css" && report.hasErrors)
      #expect(report.diagnostics.map { "\($0.range.start)" } == ["1:8", "2:38"])
      #expect(report.diagnostics.first?.code == .unknownProperty)
    }

    @Test func aCleanSheetReportsNothing() {
      let received = Received()
      let clean = StyleVocabulary.standard.load("Text { color: red; }", named: "app.css")
      SheetProblemReporter(clean).reporting(to: received.action)()
      #expect(received.reports.isEmpty)
    }

    @Test func theReportRunsAgainForAnotherSheetOnly() {
      let again = StyleVocabulary.standard.load(Self.broken.source, named: "app.css")
      let edited = StyleVocabulary.standard.load(Self.broken.source + " ", named: "app.css")
      let renamed = StyleVocabulary.standard.load(Self.broken.source, named: "other.css")
      let reporter = SheetProblemReporter(Self.broken)
      #expect(reporter.sheet == SheetProblemReporter(again).sheet, "the same text, reported once")
      #expect(reporter.sheet != SheetProblemReporter(edited).sheet)
      #expect(reporter.sheet != SheetProblemReporter(renamed).sheet)
    }

    @Test func theConsoleLineNamesTheFileLineAndColumn() {
      #expect(
        StyleProblemAction.consoleLines(for: StyleProblems(Self.broken)) == [
          "[Cascade] app.css:1:8: error: unknown property `colr`; did you mean `color`?",
          "[Cascade] " + Self.broken.diagnostics[1].description,
        ])
      #expect(
        StyleProblemAction.consoleLines(
          for: StyleProblems(
            StyleVocabulary.standard.load(
              "Text { color: red; }", named: "app.css"))
        ).isEmpty)
    }

    @Test func onStyleProblemsSetsTheEnvironmentsAction() throws {
      let received = Received()
      let view = Text("Ada").onStyleProblems { [received] in received.reports.append($0) }
      let action = try #require(
        Mirror(reflecting: view).descendant("modifier", "value") as? StyleProblemAction)
      action(StyleProblems(Self.broken))
      #expect(received.reports.map(\.sheetName) == ["app.css"])
      var environment = EnvironmentValues()
      environment.reportStyleProblems = action
      environment.reportStyleProblems(StyleProblems(Self.broken))
      #expect(received.reports.count == 2)
    }

    @Test func aReloadersProblemsGoToTheActionAndToItsOwnHandler() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StyleProblemTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("live.css")
      try "Text { color: red; }".write(to: file, atomically: false, encoding: .utf8)
      let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .standard)
      var own: [ReloadProblem] = []
      reloader.onProblem = { own.append($0) }
      let received = Received()
      let shown = ReloadingStylesheetModifier(reloader: reloader)
      shown.listen(reportingTo: received.action)
      #expect(reloader.poll())
      #expect(received.reports.isEmpty)
      try "Text { color: red; opacity: ; }".write(to: file, atomically: false, encoding: .utf8)
      _ = [reloader.poll(), reloader.poll()]
      let report = try #require(received.reports.first)
      #expect(own.count == 1 && received.reports.count == 1)
      #expect(report.sheetName == "live.css" && report.hasErrors)
      #expect(report.diagnostics.map { "\($0.range.start)" } == ["1:20"])
      #expect(reloader.sheet?.source == "Text { color: red; }", "the last good sheet stays")
      withExtendedLifetime(shown) {}
    }

    @Test func viewsOfOneReloaderChainItsHandlersOnceAndReportEachProblemOnce() throws {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("StyleProblemTests-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("live.css")
      try "Text { opacity: ; }".write(to: file, atomically: false, encoding: .utf8)
      let reloader = StylesheetReloader(sheetAt: file.path, vocabulary: .standard)
      let (first, second) = (Received(), Received())
      var shown: [ReloadingStylesheetModifier] = (0..<3).map { _ in
        ReloadingStylesheetModifier(reloader: reloader)
      }
      // A view that appears again, and two more views of the same reloader.
      shown[0].listen(reportingTo: first.action)
      shown[0].listen(reportingTo: first.action)
      shown[1].listen(reportingTo: first.action)
      shown[2].listen(reportingTo: second.action)
      reloader.poll()
      #expect(first.reports.count + second.reports.count == 1)
      #expect(second.reports.count == 1, "the view that appeared last reports")
      // Once that view is gone, the others report.
      shown.removeLast()
      try "Text { opacity: 2px; }".write(to: file, atomically: false, encoding: .utf8)
      _ = [reloader.poll(), reloader.poll()]
      #expect(first.reports.count == 1 && second.reports.count == 1)
      withExtendedLifetime(shown) {}
    }
  }
#endif
