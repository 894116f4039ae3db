import Cascade
import CascadeCSS
import Foundation
import Testing

/// A text sheet keeps each rule's declarations as checked and builds the rule's setters the
/// first time the cascade applies the rule.
@Suite struct DeferredRuleTests {
  /// Counts the setters a custom property makes, from any thread.
  private final class SetterCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
  }

  /// A vocabulary whose `count` property counts the setters it makes.
  private static func counting(_ count: SetterCount) -> StyleVocabulary {
    var vocabulary = StyleVocabulary.boxes
    vocabulary.register("count", on: Box.self) { (value: Double) in
      count.increment()
      return Setter(\Box.width, value)
    }
    return vocabulary
  }

  /// A sheet of three rules, each of whose setters `count` counts as it is built.
  private static func countingSheet(_ count: SetterCount) -> CSSStylesheet {
    counting(count).load(
      "Box { count: 3 } Caption { count: 5 } Headline { count: 7 }", named: "count.css")
  }

  @Test func loadingBuildsNoSetter() {
    let count = SetterCount()
    let sheet = Self.countingSheet(count)
    #expect(sheet.diagnostics.isEmpty)
    #expect(count.value == 0)
  }

  @Test func theFirstApplicationBuildsEachMatchingRulesSetterOnce() throws {
    let count = SetterCount()
    let sheet = Self.countingSheet(count)
    let root = Box()
    root.add(Caption())
    try sheet.stylesheet.apply(to: root)
    let widths: [Double] = [root.width, root.children[0].width]
    #expect(widths == [3, 5])
    let afterFirst: Int = count.value
    // The two rules that matched, once each; the `Headline` rule matched nothing.
    #expect(afterFirst == 2)

    try sheet.stylesheet.apply(to: root, restyling: .all)
    try sheet.stylesheet.apply(to: Box())
    #expect(count.value == afterFirst)
  }

  @Test func aRuleBuiltLateReadsTheSheetsTokenValues() throws {
    let sheet = StyleVocabulary.boxes.load(
      ":root { --gap: 12 } Box { width: var(--gap) }", named: "late.css")
    #expect(sheet.diagnostics.isEmpty)
    let box = Box()
    try sheet.stylesheet.apply(to: box)
    #expect(box.width == 12)
  }
}
