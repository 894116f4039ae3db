import Foundation
import Testing

/// A ```` ```swift ```` block of a documentation page, which must be an excerpt of a snippet.
struct DocumentationSample: Sendable, CustomTestStringConvertible {
  /// The page's path, relative to the package root.
  let file: String
  /// The 1-based line of the block's opening fence.
  let line: Int
  /// The block's lines, trailing whitespace trimmed and common indentation removed.
  let lines: [String]

  var testDescription: String { "\(file):\(line)" }

  /// Whether the block is shown as text only: UIKit code, an excerpt of a manifest, or a
  /// mistake, which `.ci/compile-mistakes.py` checks against its case in the corpus.
  var isExempt: Bool {
    guard let first = lines.first else { return false }
    return first.hasPrefix("// UIKit") || first.hasPrefix("// Package.swift")
      || first.hasPrefix("// Mistake: ")
  }

  /// Where the block starts, for an issue recorded against the page itself.
  func sourceLocation(root: URL) -> SourceLocation {
    let path = root.appendingPathComponent(file).path
    return SourceLocation(fileID: "Cascade/\(file)", filePath: path, line: line, column: 1)
  }
}

extension DocumentationSample {
  /// The ```` ```swift ```` blocks of a Markdown text. Other fenced blocks are skipped.
  static func parse(_ markdown: String, file: String) -> [DocumentationSample] {
    var samples: [DocumentationSample] = []
    var open: (fence: String, isSwift: Bool, line: Int, lines: [String])?
    for (index, line) in markdown.lines.enumerated() {
      let content = line.drop { $0 == " " }
      if var block = open {
        if content.trimmingTrailingWhitespace.allSatisfy({ $0 == "`" }),
          content.hasPrefix(block.fence)
        {
          if block.isSwift {
            samples.append(Self(file: file, line: block.line, lines: block.lines.dedented))
          }
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if content.hasPrefix("```") {
        let fence = String(content.prefix { $0 == "`" })
        // The info string's first word is the language: ```swift title="…" is Swift too.
        let info = content.dropFirst(fence.count).trimmingTrailingWhitespace
        let language = info.split(separator: " ").first.map(String.init) ?? ""
        open = (fence, language == "swift", index + 1, [])
      }
    }
    return samples
  }
}

/// The package's documentation pages and snippets, read from the working tree.
enum DocumentationSources {
  /// The package root: two folders up from this file's folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()

  /// README.md and every Markdown file under Documentation/, package-relative.
  static let pages: [String] = ["README.md"] + files(under: "Documentation", ending: ".md")

  /// Every ```` ```swift ```` block of every page, exempt ones included.
  static let samples: [DocumentationSample] = pages.flatMap { page in
    DocumentationSample.parse(text(of: page), file: page)
  }

  /// The blocks that must be excerpts of a snippet.
  static let checkedSamples = samples.filter { !$0.isExempt }

  /// The visible lines of each snippet under Snippets/, keyed by package-relative path.
  static let snippets: [String: [String]] = Dictionary(
    uniqueKeysWithValues: files(under: "Snippets", ending: ".swift").map { path in
      (path, visibleLines(of: text(of: path)))
    })

  /// A snippet's lines without its hidden regions and marker lines, trailing whitespace
  /// trimmed.
  static func visibleLines(of source: String) -> [String] {
    var isHidden = false
    var visible: [String] = []
    for line in source.lines.map(\.trimmingTrailingWhitespace) {
      switch line.trimmingCharacters(in: .whitespaces) {
      case "// snippet.hide": isHidden = true
      case "// snippet.show": isHidden = false
      default: if !isHidden { visible.append(line) }
      }
    }
    return visible
  }

  /// The package-relative paths of the files under a folder with a suffix, sorted.
  static func files(under folder: String, ending suffix: String) -> [String] {
    let folderURL = root.appendingPathComponent(folder)
    let paths = FileManager.default.enumerator(atPath: folderURL.path)?.allObjects ?? []
    return paths.compactMap { $0 as? String }
      .filter { $0.hasSuffix(suffix) }
      .map { "\(folder)/\($0)" }
      .sorted()
  }

  /// A package file's text, or an empty text if it cannot be read.
  static func text(of path: String) -> String {
    let url = root.appendingPathComponent(path)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }
}

extension Array where Element: Equatable {
  /// Whether the array holds `run` as a contiguous subsequence.
  func containsContiguously(_ run: [Element]) -> Bool {
    guard !run.isEmpty, run.count <= count else { return run.isEmpty }
    return (0...(count - run.count)).contains { start in
      self[start..<(start + run.count)].elementsEqual(run)
    }
  }
}

extension [String] {
  /// The lines with their common leading indentation removed, and blank lines at either
  /// end dropped.
  fileprivate var dedented: [String] {
    let trimmed: [String] = map(\.trimmingTrailingWhitespace)
    let first: Int = trimmed.firstIndex { !$0.isEmpty } ?? trimmed.endIndex
    let last: Int = trimmed.lastIndex { !$0.isEmpty } ?? first
    let body: [String] = first < trimmed.endIndex ? Array(trimmed[first...last]) : []
    let indents: [Int] = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }
    let indent: Int = indents.min() ?? 0
    return body.map { String($0.dropFirst(indent)) }
  }
}

extension StringProtocol {
  /// The text split into lines, without their line terminators (`\n` or `\r\n`, which
  /// Swift reads as one character).
  fileprivate var lines: [String] {
    split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { String($0) }
  }

  /// The text without trailing spaces, tabs or carriage returns.
  fileprivate var trimmingTrailingWhitespace: String {
    var text = Substring(self)
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
