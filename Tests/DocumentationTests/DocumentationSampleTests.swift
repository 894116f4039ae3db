import Foundation
import Testing

/// Every Swift sample in README.md and the documentation catalogs is compiled, because it is
/// a verbatim excerpt of a snippet under Snippets/, which CI builds and runs.
@Suite struct DocumentationSampleTests {
  @Test(arguments: DocumentationSources.checkedSamples)
  func sampleIsAnExcerptOfASnippet(_ sample: DocumentationSample) {
    #expect(
      !sample.lines.isEmpty, "The swift block at \(sample.file):\(sample.line) is empty.",
      sourceLocation: sample.sourceLocation(root: DocumentationSources.root))
    let isExcerpt = DocumentationSources.snippets.values.contains {
      $0.containsContiguously(sample.lines)
    }
    #expect(
      isExcerpt,
      """
      The swift block at \(sample.file):\(sample.line) is not in any snippet. Make it a \
      verbatim excerpt of a snippet under Snippets/: its lines, in order, must appear in \
      one snippet's visible text (outside `// snippet.hide` … `// snippet.show`). Start \
      the block with `// UIKit` or `// Package.swift` only if it cannot compile here.
      """,
      sourceLocation: sample.sourceLocation(root: DocumentationSources.root))
  }

  @Test func readmeAndCatalogsHaveCheckedSamples() {
    let checked = DocumentationSources.checkedSamples
    #expect(checked.contains { $0.file == "README.md" })
    #expect(checked.contains { $0.file.hasPrefix("Documentation/Cascade.docc/") })
    #expect(checked.contains { $0.file.hasPrefix("Documentation/CascadeCSS.docc/") })
    #expect(checked.contains { $0.file.hasPrefix("Documentation/CascadeViews.docc/") })
    #expect(DocumentationSources.snippets.count >= 10)
  }

  @Test func parserFindsOnlySwiftBlocksAndRemovesTheirIndentation() throws {
    let samples: [DocumentationSample] = Self.samplesOfAPageWithThreeBlocks()
    try #require(samples.count == 2)
    let lines: [String] = ["let a = 1", "  let b = 2"]
    #expect(samples[0].line == 9)
    #expect(samples[0].lines == lines)
  }

  @Test func parserExemptsABlockThatStartsWithAPlatformComment() throws {
    let samples: [DocumentationSample] = Self.samplesOfAPageWithThreeBlocks()
    try #require(samples.count == 2)
    #expect(!samples[0].isExempt)
    #expect(samples[1].isExempt)
  }

  /// The samples of a page with a shell block, an indented Swift block and a UIKit one.
  private static func samplesOfAPageWithThreeBlocks() -> [DocumentationSample] {
    let markdown = """
      Text.

      ```sh
      swift run Showcase
      ```

      - A list item:

        ```swift
        let a = 1
          let b = 2   \("")
        ```

      ```swift
      // UIKit
      label.textColor = .red
      ```
      """
    return DocumentationSample.parse(markdown, file: "Page.md")
  }

  @Test func parserReadsWindowsLineEndingsAndInfoStrings() throws {
    let markdown = "Text.\r\n\r\n```swift title=\"Badge.swift\"\r\nlet a = 1\r\n```\r\n"
    let samples = DocumentationSample.parse(markdown, file: "Page.md")
    try #require(samples.count == 1)
    #expect(samples[0].line == 3)
    #expect(samples[0].lines == ["let a = 1"])
  }

  @Test func hiddenRegionsOfASnippetAreNotVisible() {
    let source = """
      // A caption.
      // snippet.hide
      let hidden = 1
      // snippet.show
      let shown = 2  \("")
      """
    let visible = DocumentationSources.visibleLines(of: source)
    #expect(visible == ["// A caption.", "let shown = 2"])
    #expect(visible.containsContiguously(["let shown = 2"]))
    #expect(!visible.containsContiguously(["let hidden = 1"]))
  }
}
