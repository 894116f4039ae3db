import CascadeViews
import ShowcaseCard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `swift run Showcase --watch`: styles the profile card from its sheet file and its design
/// token file, then, each time either is saved, prints what the save changed, or the
/// problems of a broken save, until interrupted.
@MainActor
enum LiveShowcase {
  /// The card's design tokens, in the W3C format a design tool exports, beside the sheet.
  static let tokenPath = String(SheetFile.path.dropLast(".css".count)) + ".tokens.json"

  /// The token files watched beside the sheet: one more path each, with its loader.
  static let tokenFiles = [DesignTokenMapping.standard.watchedFile(at: tokenPath)]

  static func run() async -> Never {
    let card = ProfileCard()
    let printer = TreePrinter(card: card)
    let reloader = StylesheetReloader(
      sheetAt: SheetFile.path, vocabulary: .standard, styling: card.root, in: .light,
      tokenFiles: tokenFiles)
    reloader.onReload = { _ in
      if reloader.reloadCount == 1 {
        printer.print(card.root)
        print("\nWatching \(SheetFile.path)")
        print("     and \(tokenPath);")
        print("save either to see what changes (Ctrl-C to stop).")
      } else {
        print("\nReloaded, save \(reloader.reloadCount - 1):")
        printer.printChanges(card.root)
      }
      card.root.viewsInTree.forEach { $0.resetChangeCount() }
      flush()
    }
    reloader.onProblem = { problem in
      print("\nThe save has problems; the last good sheet stays:\n\(problem)")
      flush()
    }
    print("A profile card, styled live by \(SheetFile.name) and its design tokens")
    print("==========================================\n")
    // Polls until the process is interrupted: nothing cancels the main task.
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
      await reloader.run(every: .milliseconds(250))
    } else {
      // Below them, `Duration` is missing: poll on a timer of its own.
      while true {
        reloader.poll()
        try? await Task.sleep(nanoseconds: 250_000_000)
      }
    }
    exit(0)
  }

  /// Shows each report as it is printed, even when the output goes to a pipe or a file.
  private static func flush() {
    fflush(nil)
  }
}
