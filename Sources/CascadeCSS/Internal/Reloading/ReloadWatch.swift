import Cascade

/// Everything a reloader does apart from the tree: it looks at the files, reads what
/// changed and loads it. It holds only values, so it can run off the tree's actor.
struct ReloadWatch: Sendable {
  let vocabulary: StyleVocabulary
  let name: String
  let limits: TextLimits
  let warningsAsErrors: Bool
  let tokenFiles: [WatchedTokenFile]
  private var sheetFile: WatchedFile
  private var tokenWatches: [WatchedFile]
  /// The last text of each token file that loaded.
  private var goodTokenTexts: [String?]

  init(
    sheetPath: String, name: String, vocabulary: StyleVocabulary, limits: TextLimits,
    warningsAsErrors: Bool, tokenFiles: [WatchedTokenFile]
  ) {
    self.vocabulary = vocabulary
    self.name = name
    self.limits = limits
    self.warningsAsErrors = warningsAsErrors
    self.tokenFiles = tokenFiles
    sheetFile = WatchedFile(path: sheetPath)
    tokenWatches = tokenFiles.map { WatchedFile(path: $0.path) }
    goodTokenTexts = tokenFiles.map { _ in nil }
  }

  /// What one poll found: a new good sheet, a new theme, and the problems.
  struct Scan: Sendable {
    var sheet: CSSStylesheet?
    var theme: Theme?
    var problems: [ReloadProblem] = []

    /// Whether the tree needs styling again.
    var changesStyling: Bool { sheet != nil || theme != nil }
  }

  /// The files as one poll left them, and what it found.
  typealias Polled = (watch: ReloadWatch, scan: Scan)

  /// Looks at every file once and loads what changed, the token files over `base`.
  mutating func poll(base: Theme) -> Scan {
    var scan = Scan()
    if let content = sheetFile.poll(limit: limits.maximumBytes) {
      scan.sheet = loadSheet(content, problems: &scan.problems)
    }
    let tokenContents = tokenWatches.indices.map {
      tokenWatches[$0].poll(limit: limits.maximumBytes)
    }
    if tokenContents.contains(where: { $0 != nil }) {
      scan.theme = loadTheme(tokenContents, base: base, problems: &scan.problems)
    }
    return scan
  }

  private func loadSheet(
    _ content: FileContent, problems: inout [ReloadProblem]
  )
    -> CSSStylesheet?
  {
    switch content {
    case .unreadable(let error):
      problems.append(.unreadable(error))
      return nil
    case .bytes(let bytes):
      let text = String(decoding: bytes, as: UTF8.self)
      let sheet = vocabulary.load(
        text, named: name, limits: limits, warningsAsErrors: warningsAsErrors)
      guard !sheet.hasErrors else {
        problems.append(
          .invalid(path: sheetFile.path, diagnostics: sheet.diagnostics, source: text))
        return nil
      }
      if !sheet.diagnostics.isEmpty {
        problems.append(
          .warnings(path: sheetFile.path, diagnostics: sheet.diagnostics, source: text))
      }
      return sheet
    }
  }

  /// Each token file's theme over the one before, from `base`: a changed file's new text
  /// if it loads, else its last good text; or `nil` if no changed file's new text loaded,
  /// since a save with a problem is not applied.
  private mutating func loadTheme(
    _ contents: [FileContent?], base: Theme, problems: inout [ReloadProblem]
  ) -> Theme? {
    var theme = base
    var loadedNewText = false
    for (index, file) in tokenFiles.enumerated() {
      if case .unreadable(let error) = contents[index] { problems.append(.unreadable(error)) }
      if let text = contents[index]?.text {
        do throws(TextLoadingError) {
          try checkSize(of: text, file: file)
          theme = try file.load(text, theme)
          goodTokenTexts[index] = text
          loadedNewText = true
          continue
        } catch {
          problems.append(
            .invalid(path: file.path, diagnostics: error.diagnostics, source: text))
        }
      }
      if let good = goodTokenTexts[index], let loaded = try? file.load(good, theme) {
        theme = loaded
      }
    }
    return loadedNewText ? theme : nil
  }

  /// Holds a token file to the reloader's size limit, whatever limits its loader has: the
  /// file is read only a little past the limit, so its text may be cut short.
  private func checkSize(of text: String, file: WatchedTokenFile) throws(TextLoadingError) {
    guard text.utf8.count > limits.maximumBytes else { return }
    let start = TextPosition(line: 1, column: 1, offset: 0)
    let name = String(file.path.split(separator: "/").last ?? Substring(file.path))
    throw TextLoadingError(
      diagnostics: [
        TextDiagnostic(
          code: .inputTooLarge,
          message: "the file is larger than the limit of \(limits.maximumBytes) bytes", file: name,
          range: TextRange(start: start, end: start))
      ], source: text)
  }
}
