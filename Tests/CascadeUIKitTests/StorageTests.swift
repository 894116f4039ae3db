#if canImport(UIKit)
  import CascadeUIKit
  import Testing

  @MainActor
  @Suite struct StorageTests {
    @Test func aViewsStorageIsReleasedWithIt() throws {
      weak var storage: StyleStorage?
      weak var weakView: UILabel?
      do {
        let view = UILabel()
        view.styleClasses = ["title"]
        storage = view.styleStorage
        weakView = view
        #expect(storage != nil)
        #expect(view.styleClasses == ["title"])
      }
      #expect(weakView == nil)
      #expect(storage == nil)
    }

    @Test func aStyledAndObservedTreeIsReleasedWithItsRoot() throws {
      let scheduler = ManualScheduler()
      weak var weakRoot: StyleRoot?
      weak var weakButton: UIButton?
      weak var weakStorage: StyleStorage?
      do {
        let card = UIView()
        let button = UIButton()
        card.addSubview(button)
        let sheet = StyleVocabulary.uiKit.load("UIButton { opacity: 0.5; }", named: "s.css")
        let root = StyleRoot(card, stylesheet: sheet.stylesheet, scheduler: scheduler.scheduler)
        weakRoot = root
        scheduler.runPending()
        #expect(button.alpha == 0.5)
        weakButton = button
        weakStorage = button.styleStorage
      }
      #expect(weakButton == nil)
      #expect(weakStorage == nil)
      #expect(weakRoot == nil)
    }

    @Test func aViewNeverStyledHasNoClasses() {
      #expect(UIView().styleClasses.isEmpty)
    }
  }
#endif
