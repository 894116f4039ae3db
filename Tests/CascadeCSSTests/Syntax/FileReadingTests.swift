import Cascade
import CascadeCSS
import Foundation
import Testing

/// The one-shot file loaders read regular files only, and no more of one than the limit:
/// a named pipe, a directory or a device at the path is an error, never a read that waits.
@Suite struct FileReadingTests {
  /// The error of loading a sheet from `path`, if any; a load that blocks fails, after a
  /// generous guard time, rather than hangs the run.
  private func sheetError(at path: String) async -> TextFileError? {
    await withHangGuard(blocking: { () -> TextFileError? in
      do throws(TextFileError) {
        _ = try StyleVocabulary.boxes.load(contentsOfFile: path)
        return nil
      } catch {
        return error
      }
    }) ?? nil
  }

  @Test func namedPipeIsReportedAndNotWaitedOn() async throws {
    let file = try SheetFile()
    try file.makePipe()
    let error = try #require(await sheetError(at: file.path))
    #expect(error.code == .notARegularFile)
    #expect(error.description == "\(file.path): not a regular file: a named pipe")
    #expect(file.openDescriptors == 0)
    file.removeDirectory()
  }

  @Test func directoryIsReported() async throws {
    let file = try SheetFile()
    try file.makeDirectory()
    let error = try #require(await sheetError(at: file.path))
    #expect(error.code == .notARegularFile)
    #expect(error.reason == "not a regular file: a directory")
    file.removeDirectory()
  }

  @Test func deviceIsReported() async throws {
    let error = try #require(await sheetError(at: "/dev/zero"))
    #expect(error.code == .notARegularFile)
    #expect(error.reason == "not a regular file: a device")
  }

  @Test func missingFileIsUnreadable() async throws {
    let error = try #require(await sheetError(at: "/no/such/sheet.css"))
    #expect(error.code == .unreadable)
    #expect(error.reason == "No such file or directory")
  }

  @Test func tokenFileThatIsANamedPipeIsReported() async throws {
    let file = try SheetFile(named: "light.tokens.json")
    try file.makePipe()
    let path = file.path
    let code = await withHangGuard(blocking: { () -> TextFileError.Code? in
      do throws(TextFileError) {
        _ = try DesignTokenMapping().loadThemes(lightFile: path, darkFile: path)
        return nil
      } catch {
        return error.code
      }
    })
    #expect(code == .notARegularFile)
    file.removeDirectory()
  }

  @Test func linkToARegularFileIsRead() throws {
    let file = try SheetFile()
    try file.write("Box { width: 3; }")
    let link = file.sibling(named: "link.css")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: file.path)
    let sheet = try StyleVocabulary.boxes.load(contentsOfFile: link.path)
    #expect(sheet.diagnostics.isEmpty && sheet.rules.count == 1)
    file.removeDirectory()
  }

  @Test func fileOverTheLimitIsReadOnlyOneBytePastIt() throws {
    let file = try SheetFile()
    try file.write("Box { width: 3; }" + String(repeating: " ", count: 10_000))
    var limits = TextLimits.standard
    limits.maximumBytes = 100
    let sheet = try StyleVocabulary.boxes.load(contentsOfFile: file.path, limits: limits)
    #expect(sheet.source.utf8.count == 101)
    #expect(sheet.codes == [.inputTooLarge])
    file.removeDirectory()
  }
}
