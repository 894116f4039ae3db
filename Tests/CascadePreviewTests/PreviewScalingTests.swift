import CascadePreview
import CascadeViews
import Scaling
import Testing

/// Deep and wide trees: the page grows linearly with the tree, and drawing it recurses no
/// deeper than the page itself.
@Suite struct PreviewScalingTests {
  /// A chain of `depth` views, each holding the next, with a label at the bottom; released
  /// from the bottom up by the caller.
  static func chain(_ depth: Int) -> [View] {
    var chain = [View()]
    for _ in 1..<depth {
      let child = View()
      chain[chain.count - 1].addSubview(child)
      chain.append(child)
    }
    let label = Label()
    label.text = "bottom"
    chain[chain.count - 1].addSubview(label)
    return chain + [label]
  }

  static func release(_ chain: [View]) {
    for view in chain.reversed() { view.removeFromSuperview() }
  }

  static func pageBytes(of view: View) -> Int {
    PreviewPage(title: "Scale", renderings: [PreviewRendering(view, caption: "scale")]).html.utf8
      .count
  }

  @Test func aDeepChainsPageGrowsLinearly() {
    // Indentation once grew with depth, so a chain's page grew with the square of it.
    let growth = Growth(from: 1_000) { depth in
      let chain = Self.chain(depth)
      defer { Self.release(chain) }
      return Self.pageBytes(of: chain[0])
    }
    #expect(growth.isLinear, "\(growth)")
  }

  @Test func aChainDeeperThanTheCallStackIsDrawn() {
    // Drawing once recursed once per level.
    let chain = Self.chain(40_000)
    defer { Self.release(chain) }
    let html = PreviewPage(title: "Deep", renderings: [PreviewRendering(chain[0], caption: "")])
      .html
    #expect(html.contains(">bottom<"))
    let closes = html.split(separator: "\n").filter { $0.hasSuffix("</div>") }.count
    #expect(closes >= 40_001)
  }

  @Test func aWideTreesPageGrowsLinearly() {
    let growth = Growth(from: 1_000) { count in
      let root = StackView()
      for index in 0..<count {
        let label = Label()
        label.text = "item \(index)"
        root.addArrangedSubview(label)
      }
      return Self.pageBytes(of: root)
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
