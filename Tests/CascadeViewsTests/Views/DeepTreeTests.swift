import CascadeViews
import Testing

/// Trees as deep as a long list turned into nesting, which a recursive release would not
/// survive, and a build that walks up to the root for each new view would take minutes
/// over.
@Suite struct DeepTreeTests {
  static let depth = 100_000

  /// A reference to a view that does not keep it alive.
  struct WeakView {
    weak var view: View?
  }

  @Test func aDeepChainIsReleasedWholly() {
    let chain = Self.released {
      Self.chainBuiltBottomUp { top in
        let parent = View()
        parent.addSubview(top)
        return parent
      }
    }
    #expect(chain.root.view == nil)
    #expect(chain.deepest.view == nil)
  }

  @Test func aDeepChainOfStacksIsReleasedWholly() {
    let chain = Self.released {
      Self.chainBuiltBottomUp { StackView(arrangedSubviews: [$0]) }
    }
    #expect(chain.root.view == nil)
    #expect(chain.deepest.view == nil)
  }

  @Test func aDeepChainBuiltTopDownIsReleasedWholly() {
    let chain = Self.released {
      Self.chainBuiltTopDown { parent, child in parent.addSubview(child) }
    }
    #expect(chain.root.view == nil)
    #expect(chain.deepest.view == nil)
  }

  @Test func aDeepChainOfStacksBuiltTopDownIsReleasedWholly() {
    let chain = Self.released {
      Self.chainBuiltTopDown(making: StackView.init) { parent, child in
        (parent as? StackView)?.addArrangedSubview(child)
      }
    }
    #expect(chain.root.view == nil)
    #expect(chain.deepest.view == nil)
  }

  @Test func aDeepChainIsBuiltStyledAndReleased() throws {
    let sheet = Stylesheet {
      Rule(View.self) { Setter(\.alpha, 0.5) }
      Rule(View.self, childOf: StyleSelector(View.self)) { Setter(\.cornerRadius, 2) }
    }
    let chain = try Self.released {
      let chain = Self.chainBuiltTopDown { parent, child in parent.addSubview(child) }
      try sheet.apply(to: chain.root)
      #expect(chain.root.alpha == 0.5 && chain.root.cornerRadius == 0)
      #expect(chain.deepest.alpha == 0.5 && chain.deepest.cornerRadius == 2)
      return chain
    }
    #expect(chain.root.view == nil)
    #expect(chain.deepest.view == nil)
  }

  @Test func aSubtreeMovesUnderASiblingButNotUnderItsOwnDescendant() {
    let root = View()
    let left = View()
    let right = View()
    let leaf = View()
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(leaf)
    right.addSubview(left)
    #expect(left.superview === right)
    leaf.addSubview(right)
    #expect(right.superview === root)
    #expect(leaf.subviews.isEmpty)
  }

  @Test func aViewHeldElsewhereKeepsItsSubviewsWhenItsParentIsReleased() {
    let kept = View()
    let grandchild = Label()
    do {
      let parent = StackView()
      parent.addArrangedSubview(kept)
      kept.addSubview(grandchild)
    }
    #expect(kept.superview == nil)
    #expect(kept.subviews.count == 1)
    #expect(grandchild.superview === kept)
  }

  /// Lets go of the chain `build` makes, and returns what is left of its two ends.
  private static func released(
    _ build: () throws -> (root: View, deepest: View)
  ) rethrows -> (root: WeakView, deepest: WeakView) {
    let chain = try build()
    #expect(chain.deepest.superview != nil)
    return (WeakView(view: chain.root), WeakView(view: chain.deepest))
  }

  /// A chain ``depth`` views deep, each view made around the one made before it.
  private static func chainBuiltBottomUp(
    wrapping wrap: (View) -> View
  ) -> (root: View, deepest: View) {
    let deepest = View()
    var root = deepest
    for _ in 1..<depth { root = wrap(root) }
    return (root, deepest)
  }

  /// A chain ``depth`` views deep, each view added under the one made before it.
  private static func chainBuiltTopDown(
    making makeView: () -> View = View.init, adding add: (View, View) -> Void
  ) -> (root: View, deepest: View) {
    let root = makeView()
    var deepest = root
    for _ in 1..<depth {
      let child = makeView()
      add(deepest, child)
      deepest = child
    }
    return (root, deepest)
  }
}
