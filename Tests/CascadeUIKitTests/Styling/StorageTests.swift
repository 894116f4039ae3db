#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import Testing

  @MainActor
  @Suite struct StorageTests {
    @Test func aViewsStorageIsReleasedWithIt() throws {
      weak var storage: StyleStorage?
      weak var weakView: UILabel?
      do {
        let view = UILabel()
        storage = Self.storageHoldingAClass(of: view)
        weakView = view
      }
      #expect(weakView == nil)
      #expect(storage == nil)
    }

    /// Gives `view` a class, and its storage, which holds the class.
    private static func storageHoldingAClass(of view: UILabel) -> StyleStorage? {
      view.styleClasses = ["title"]
      let storage: StyleStorage? = view.styleStorage
      #expect(storage != nil)
      #expect(view.styleClasses == ["title"])
      return storage
    }

    @Test func aStyledAndObservedTreeIsReleasedWithItsRoot() throws {
      let scheduler = ManualScheduler()
      weak var weakRoot: StyleRoot?
      weak var weakButton: UIButton?
      weak var weakStorage: StyleStorage?
      do {
        let tree = Self.styledCard(scheduler)
        weakRoot = tree.root
        weakButton = tree.button
        weakStorage = tree.button.styleStorage
      }
      Self.expectReleased(weakButton, weakStorage)
      #expect(weakRoot == nil)
    }

    /// Checks that a styled button and its storage were released.
    private static func expectReleased(_ button: UIButton?, _ storage: StyleStorage?) {
      #expect(button == nil)
      #expect(storage == nil)
    }

    /// A card holding a button, styled by a root with a sheet that the scheduler has applied.
    private static func styledCard(
      _ scheduler: ManualScheduler
    ) -> (root: StyleRoot, card: UIView, button: UIButton) {
      let card = UIView()
      let button = UIButton()
      card.addSubview(button)
      let sheet = StyleVocabulary.uiKit.load("UIButton { opacity: 0.5; }", named: "s.css")
      let root = StyleRoot(card, stylesheet: sheet.stylesheet, scheduler: scheduler.scheduler)
      scheduler.runPending()
      #expect(button.alpha == 0.5)
      return (root, card, button)
    }

    @Test func aViewNeverStyledHasNoClasses() {
      #expect(UIView().styleClasses.isEmpty)
    }
  }
#endif
