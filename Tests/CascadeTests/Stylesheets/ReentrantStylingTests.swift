import Cascade
import Testing

/// A property's observer that styles the object again while the cascade is writing or
/// restoring it: the nested styling has the last word, and nothing is lost.
@Suite struct ReentrantStylingTests {
  /// Runs `restyle` from the object's tint observer, the first time the tint changes.
  static func onFirstTintChange(of object: Observed, _ restyle: @escaping (Observed) -> Void) {
    var hasRun = false
    object.onTintChange = { [unowned object] in
      guard !hasRun else { return }
      hasRun = true
      restyle(object)
    }
  }

  @Test func anObserverRestylingDuringARestoreKeepsTheNewcomersOriginal() throws {
    let sheet = Stylesheet {
      Rule(Observed.self, classes: ["a"]) { Setter(\.tint, 5) }
      Rule(Observed.self, classes: ["b"]) { Setter(\.size, 1) }
    }
    let object = Observed(["a"])
    object.size = 3
    try sheet.apply(to: object)
    Self.onFirstTintChange(of: object) { try? sheet.apply(to: $0) }
    object.styleClasses = ["b"]
    try sheet.apply(to: object)
    #expect((object.tint, object.size) == (0, 1))
    object.onTintChange = nil
    object.styleClasses = []
    try sheet.apply(to: object)
    #expect(object.size == 3)
  }

  @Test func anObserverApplyingAnotherSheetDuringARestoreKeepsBothParts() throws {
    let first = Stylesheet("First") {
      Rule(Observed.self, classes: ["a"]) { Setter(\.tint, 5) }
    }
    let second = Stylesheet("Second") { Rule(Observed.self) { Setter(\.size, 7) } }
    let object = Observed(["a"])
    object.size = 3
    try first.apply(to: object)
    Self.onFirstTintChange(of: object) { try? second.apply(to: $0) }
    object.styleClasses = []
    try first.apply(to: object)
    object.onTintChange = nil
    #expect((object.tint, object.size) == (0, 7))
    try second.remove(from: object)
    #expect((object.tint, object.size) == (0, 3))
  }

  @Test func anObserverRestylingWhileWinnersAreWrittenHasTheLastWord() throws {
    let sheet = Stylesheet {
      Rule(Observed.self, classes: ["a"]) {
        Setter(\.tint, 5)
        Setter(\.size, 1)
      }
    }
    let object = Observed(["a"])
    Self.onFirstTintChange(of: object) {
      $0.styleClasses = []
      try? sheet.apply(to: $0)
    }
    try sheet.apply(to: object)
    #expect((object.tint, object.size) == (0, 0))
    object.onTintChange = nil
    try sheet.apply(to: object)
    #expect((object.tint, object.size) == (0, 0))
  }

  @Test func sheetsMadeWithoutANameAtTwoPlacesKeepTheirOwnParts() throws {
    let line = #line + 1
    let app = Stylesheet { Rule(Node.self) { Setter(\.size, 1) } }
    let feature = Stylesheet { Rule(Node.self) { Setter(\.color, 2) } }
    let node = Node()
    try app.apply(to: node)
    try feature.apply(to: node)
    #expect((node.size, node.color) == (1, 2))
    #expect(app.name == "Stylesheet (CascadeTests/ReentrantStylingTests.swift:\(line))")
  }
}
