public import Cascade

/// Watches a text stylesheet's file, and any token files, and restyles a tree each time one
/// of them is saved: live reload, for a designer editing a sheet while the app runs.
///
/// ```swift
/// let reloader = StylesheetReloader(
///   sheetAt: "Styles/card.css", vocabulary: .standard, styling: screen, in: .light)
/// reloader.onProblem = { print($0) }  // a broken save: the last good sheet stays
/// reloader.poll()  // reads the sheet and styles the tree
/// ```
///
/// Each good save of the sheet is loaded under the same name as the sheet before it, so
/// applying it replaces the old sheet's part of each object: only what changed is written,
/// and a property the file no longer sets goes back to its original value. A save with
/// an error is not applied: the last good sheet stays in force, the problems go to
/// ``onProblem``, and the next good save applies. A save with warnings alone is applied,
/// and its warnings go to ``onProblem``; with `warningsAsErrors` it is held back as one
/// with errors is. Token files work alike, each read by its
/// own ``WatchedTokenFile/load`` into the theme the sheet is applied in.
///
/// The reloader polls: ``poll()`` looks at each file once with `stat`, and reads a file
/// only when its device, inode, size or modification time changed, or when it was
/// modified so recently that a second write could leave them unchanged. Files are watched
/// by path, so an editor's atomic save, which renames a new file onto the path, is seen
/// like any other write. Polling works alike on Linux and Apple platforms with the C
/// library alone, holds no file open between polls, and lets a test drive each poll
/// itself rather than wait for a file-system event.
///
/// Only regular files are read: a directory, a named pipe, a device or a socket at a
/// watched path is reported as a ``TextFileError/Code-swift.enum/notARegularFile`` problem
/// and never opened to read, so no poll waits for a writer; and no file is read more than
/// one byte past the size limit.
///
/// A change is applied once the file has stayed the same for one poll, so a save written
/// in pieces is read whole, and every save between two polls is read once: saves are
/// coalesced. ``start(every:isolation:)`` polls in a task on the caller's actor, the main
/// actor in an app, and reads and parses the files off it; the tree, which is not
/// `Sendable`, is only ever styled on that actor, one reload at a time. Create, start and
/// stop a reloader on the one actor that owns the tree.
public final class StylesheetReloader {
  /// The object the reloader styles, with its descendants; `nil` for a reloader that styles
  /// no tree of its own, as a SwiftUI screen's is, whose views read ``sheet`` and ``theme``.
  public let root: (any Stylable)?
  /// The theme and traits the sheet is applied in; the token files' themes go over its
  /// theme.
  public let context: StyleContext
  /// Called with every problem a save has, on the reloader's actor.
  public var onProblem: (ReloadProblem) -> Void = { _ in }
  /// Called after each restyle of the tree, with the sheet in force, on the reloader's
  /// actor.
  public var onReload: (CSSStylesheet) -> Void = { _ in }
  /// The sheet in force: the last good save of the file, or `nil` before one loaded.
  public private(set) var sheet: CSSStylesheet?
  /// The theme in force: the context's, under the last good save of each token file.
  public private(set) var theme: Theme
  /// How many times the tree has been restyled.
  public private(set) var reloadCount = 0

  private var watch: ReloadWatch
  /// Counts the polls that read the files, so that a poll off the actor whose files were
  /// read again meanwhile drops its stale result.
  private var generation = 0
  private var isPolling = false
  var task: Task<Void, Never>?

  /// Creates a reloader; it reads nothing until the first poll.
  ///
  /// ```swift
  /// let reloader = StylesheetReloader(
  ///   sheetAt: "Styles/card.css", vocabulary: .standard, styling: screen, in: .dark)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The sheet file's path.
  ///   - vocabulary: The names the sheet may use.
  ///   - root: The object to style, with its descendants.
  ///   - context: The theme and traits to apply the sheet in.
  ///   - tokenFiles: Files of token values, each read over the theme before it, the first
  ///     over the context's theme.
  ///   - name: The sheet's name; by default the file's name, which diagnostics name.
  ///   - limits: Bounds on each file read.
  ///   - warningsAsErrors: Whether a save of the sheet with a warning is held back, as one
  ///     with an error is; by default it is applied, and its warnings reported.
  public init(
    sheetAt path: String, vocabulary: StyleVocabulary, styling root: any Stylable,
    in context: StyleContext = .standard, tokenFiles: [WatchedTokenFile] = [],
    named name: String? = nil, limits: TextLimits = .standard, warningsAsErrors: Bool = false
  ) {
    self.root = root
    self.context = context
    theme = context.theme
    watch = ReloadWatch(
      sheetPath: path, name: name ?? Self.fileName(of: path), vocabulary: vocabulary,
      limits: limits, warningsAsErrors: warningsAsErrors, tokenFiles: tokenFiles)
  }

  /// The sheet's name, which its diagnostics name.
  package var sheetName: String { watch.name }

  /// What a view layer keeps with the reloader: CascadeSwiftUI's list of the views that
  /// show its sheet, made once, so that its handlers are chained once.
  package var viewListeners: AnyObject?

  /// The last component of a path, which names the sheet by default.
  private static func fileName(of path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }
  /// Creates a reloader that styles no tree: it reads the files, keeps ``sheet`` and
  /// ``theme`` current and reports to ``onReload`` and ``onProblem``. What a SwiftUI screen
  /// passes to `stylesheet(_:)`, which resolves its views from the reloader's sheet.
  ///
  /// ```swift
  /// let reloader = StylesheetReloader(sheetAt: "Styles/card.css", vocabulary: .standard)
  /// reloader.poll()  // loads the sheet
  /// print(reloader.sheet?.rules.count ?? 0)
  /// ```
  ///
  /// - Parameters:
  ///   - path: The sheet file's path.
  ///   - vocabulary: The names the sheet may use.
  ///   - context: The theme and traits the sheet is for.
  ///   - tokenFiles: Files of token values, each read over the theme before it, the first
  ///     over the context's theme.
  ///   - name: The sheet's name; by default the file's name, which diagnostics name.
  ///   - limits: Bounds on each file read.
  ///   - warningsAsErrors: Whether a save of the sheet with a warning is held back, as one
  ///     with an error is; by default it is applied, and its warnings reported.
  public init(
    sheetAt path: String, vocabulary: StyleVocabulary, in context: StyleContext = .standard,
    tokenFiles: [WatchedTokenFile] = [], named name: String? = nil,
    limits: TextLimits = .standard, warningsAsErrors: Bool = false
  ) {
    self.root = nil
    self.context = context
    theme = context.theme
    watch = ReloadWatch(
      sheetPath: path, name: name ?? Self.fileName(of: path), vocabulary: vocabulary,
      limits: limits, warningsAsErrors: warningsAsErrors, tokenFiles: tokenFiles)
  }

  /// Looks at each file once, and restyles the tree if a good save settled since the last
  /// restyle; reports every problem to ``onProblem``.
  ///
  /// ```swift
  /// let reloader = StylesheetReloader(
  ///   sheetAt: "Styles/card.css", vocabulary: .standard, styling: screen)
  /// reloader.poll()  // the first poll loads the sheet and styles the tree
  /// // … a save of the file …
  /// reloader.poll()  // sees the change
  /// reloader.poll()  // the file stayed the same: reloads it
  /// ```
  ///
  /// Tests call it directly, so that a deadline is a number of polls, not a time.
  ///
  /// - Returns: Whether the tree was restyled.
  /// - Complexity: O(*n*) in the size of the changed files, plus a restyle of the tree.
  @discardableResult
  public func poll() -> Bool {
    generation += 1
    let scan = watch.poll(base: context.theme)
    return restyle(with: scan)
  }

  /// Reads the files off the caller's actor, then restyles on it; drops the result if
  /// another poll ran meanwhile, or if one is already under way.
  func pollOffActor(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    guard !isPolling else { return false }
    isPolling = true
    defer { isPolling = false }
    let start = generation
    let polled = await Self.scan(watch, base: context.theme)
    guard let (watch, scan) = polled, generation == start, !Task.isCancelled else {
      return false
    }
    generation += 1
    self.watch = watch
    return restyle(with: scan)
  }

  /// Reads the files in a task of its own, and returns what it found, or `nil` as soon as
  /// the current task is cancelled: a read that the file system holds up, as a network
  /// volume can, holds up its own task, never ``stop(isolation:)``.
  private static func scan(_ watch: ReloadWatch, base: Theme) async -> ReloadWatch.Polled? {
    let (results, result) = AsyncStream.makeStream(of: ReloadWatch.Polled.self)
    Task.detached(priority: Task.currentPriority) {
      var watch = watch
      let scan = watch.poll(base: base)
      result.yield((watch, scan))
      result.finish()
    }
    // The stream ends, and `next()` returns `nil`, when the current task is cancelled.
    var iterator = results.makeAsyncIterator()
    return await iterator.next()
  }

  private func restyle(with scan: ReloadWatch.Scan) -> Bool {
    scan.problems.forEach(onProblem)
    if let new = scan.sheet { sheet = new }
    if let new = scan.theme { theme = new }
    guard scan.changesStyling, let sheet else { return false }
    var context = context
    context.theme = theme
    do {
      if let root { try sheet.stylesheet.apply(to: root, in: context) }
    } catch {
      onProblem(.styling(error))
    }
    reloadCount += 1
    onReload(sheet)
    return true
  }
}
