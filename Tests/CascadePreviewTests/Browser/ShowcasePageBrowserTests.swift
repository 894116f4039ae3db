import CascadePreview
import CascadeViews
import Foundation
import HeadlessBrowser
import ShowcaseCard
import Testing

/// Loads the Showcase's preview page in headless Chromium: every view's computed style must
/// be what its properties say, and the light and dark renderings are saved as screenshots.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.installed != nil,
    Comment(rawValue: Chromium.missingMessage(for: "the browser checks of the preview page"))))
struct ShowcasePageBrowserTests {
  /// `.build/preview/` in the checkout, where the Showcase writes its page too.
  static let folder =
    String(
      #filePath.dropLast("Tests/CascadePreviewTests/Browser/ShowcasePageBrowserTests.swift".count))
    + ".build/preview/"

  @Test func everyViewsComputedStyleMatchesItsProperties() throws {
    let chromium = try #require(Chromium.installed)
    let (page, cards) = try ProfileCardPreview.page(styledBy: try ProfileCardSheet.load())
    let file = try write(
      page, named: "ProfileCard-computed.html", injecting: ComputedStyle.collector)
    let computed = try ComputedStyle.values(inDumpedDOM: try chromium.dumpDOM(of: file))
    var compared = 0
    for (index, card) in cards.enumerated() {
      let rendering: PreviewRendering = page.renderings[index]
      for (number, view) in card.root.viewsInTree.enumerated() {
        let id = "\(index + 1)-\(number + 1)"
        let name = "\(rendering.caption) / \(card.name(of: view)) (\(id))"
        let values = try #require(computed[id], "the browser has no element for \(name)")
        let expected = ExpectedStyle(for: view, category: rendering.contentSizeCategory)
        compared += Self.expectComputed(values, toMatch: expected, name: name)
      }
    }
    let views: Int = cards.reduce(0) { $0 + $1.root.viewsInTree.count }
    #expect(computed.count == views)
    print("Compared \(compared) computed values of \(computed.count) views with Chromium.")
  }

  /// Checks each of a view's expected values against the browser's computed `values`, and
  /// returns how many it compared.
  private static func expectComputed(
    _ values: [String: String], toMatch expected: ExpectedStyle, name: String
  ) -> Int {
    let sorted = expected.values.sorted(by: { $0.key < $1.key })
    for (property, value) in sorted {
      let actual: String = values[property] ?? "missing"
      #expect(
        ExpectedStyle.matches(value, actual),
        "\(name): \(property) is \(actual) in the browser, expected \(value)")
    }
    return sorted.count
  }

  @Test func noTextIsCutOffAtAnySizeTheCardIsDrawnAt() throws {
    // At accessibility sizes the name and the stats once showed as `Ada Lo…`, `1…`, `f…`:
    // the sheet stacks the stats and wraps the name there.
    let chromium = try #require(Chromium.installed)
    let (page, cards) = try ProfileCardPreview.page(styledBy: try ProfileCardSheet.load())
    let file = try write(
      page, named: "ProfileCard-truncation.html", injecting: ComputedStyle.truncationCollector)
    let truncated = try ComputedStyle.truncated(inDumpedDOM: try chromium.dumpDOM(of: file))
    let names = truncated.map { id in
      let parts = id.split(separator: "-").compactMap { Int($0) }
      guard parts.count == 2, cards.indices.contains(parts[0] - 1) else { return id }
      let card = cards[parts[0] - 1]
      let views = card.root.viewsInTree
      let view = views.indices.contains(parts[1] - 1) ? card.name(of: views[parts[1] - 1]) : id
      return "\(page.renderings[parts[0] - 1].caption) / \(view)"
    }
    #expect(names.isEmpty, "text cut off: \(names.joined(separator: ", "))")
  }

  @Test(arguments: [(1, "light"), (2, "dark"), (3, "accessibility")])
  func screenshotOfRendering(number: Int, name: String) throws {
    let chromium = try #require(Chromium.installed)
    let (page, _) = try ProfileCardPreview.page(styledBy: try ProfileCardSheet.load())
    let only =
      "<style>figure[data-rendering]:not([data-rendering=\"\(number)\"]) { display: none; }</style>"
    let file = try write(page, named: "ProfileCard-\(name)-only.html", injecting: only)
    let png = Self.folder + "ProfileCard-\(name).png"
    try chromium.screenshot(of: file, to: png, width: 430, height: number == 3 ? 1_100 : 520)
    let size = try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int ?? 0
    #expect(size > 1_000, "the \(name) screenshot is empty")
  }

  /// Writes a copy of the page with `injected` markup before `</body>`, and without the
  /// page's own policy, which forbids scripts.
  private func write(
    _ page: PreviewPage, named name: String, injecting injected: String
  ) throws
    -> String
  {
    let policy = #/<meta http-equiv="Content-Security-Policy"[^>]*>/#
    let html = page.html.replacing(policy, with: "")
      .replacing("</body>", with: injected + "\n</body>")
    let path = Self.folder + name
    try FileManager.default.createDirectory(
      atPath: Self.folder, withIntermediateDirectories: true)
    try html.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
