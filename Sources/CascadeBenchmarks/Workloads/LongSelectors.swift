import CascadeViews

/// 10. A selector as long as the tree is deep: `View View … View Label`, 1 MB of text, on a
/// chain of as many views with a label at the bottom; and the same selector built in Swift.
/// Each object tries one compound of it, so styling the chain is linear in its depth.
enum LongSelectors {
  static func rows(_ config: Config) -> [Row] {
    // 200,000 compounds of `View ` make 1 MB of text; a quick run takes a tenth.
    let depth = config.views == Config().views ? 200_000 : 20_000
    let name = "10. a selector of \(depth + 1) compounds on a chain \(depth + 1) deep"
    let vocabulary = StyleVocabulary.standard
    let runs = max(config.runs / 7, 1)
    let text = Self.text(depth: depth)
    let load = Measurement.of(runs: runs, warmups: 0, operations: 1) {
      _ = vocabulary.load(text, named: "long.css")
    }
    var styled = true
    /// Applies the text sheet of a depth to a chain as deep, cold: a fresh sheet and chain.
    func applyText(depth: Int) -> Measurement {
      let text = Self.text(depth: depth)
      return Measurement.of(
        runs: runs, warmups: 0, operations: 1,
        setup: { (vocabulary.load(text, named: "long.css").stylesheet, Chain(depth: depth)) },
        body: { sheet, chain in
          try? sheet.apply(to: chain.root, in: .light)
          styled = styled && chain.label.numberOfLines == 2
        })
    }
    let half = applyText(depth: depth / 2)
    let full = applyText(depth: depth)
    var described = 0
    let build = Measurement.of(runs: runs, warmups: 0, operations: 1) {
      described = selector(depth: depth).description.utf8.count
    }
    let swiftApply = Measurement.of(
      runs: runs, warmups: 0, operations: 1,
      setup: { () -> (Stylesheet, Chain) in
        let sheet = Stylesheet("Long") {
          Rule(selector(depth: depth), style: Style<Label> { Setter(\.numberOfLines, 2) })
        }
        return (sheet, Chain(depth: depth))
      },
      body: { sheet, chain in
        try? sheet.apply(to: chain.root, in: .light)
        styled = styled && chain.label.numberOfLines == 2
      })
    let expectedDescription = depth * 5 + 5
    return [
      Row(
        name, "load the text sheet", load,
        note: seconds(load) + " for \(text.utf8.count / 1_000) kB"),
      Row(name, "apply it, half as long and deep, cold", half, ratio: 1, note: seconds(half)),
      Row(
        name, "apply it to the chain, cold", full, ratio: full.median / half.median,
        target: .atMost(2.5), note: seconds(full) + "; linear: about 2× the half"),
      Row(name, "the label styled every time", nil, target: .check(styled)),
      Row(
        name, "build the selector in Swift, left to right", build,
        note: seconds(build)
          + (described == expectedDescription ? "" : "; UNEXPECTED description")),
      Row(name, "apply the Swift-built sheet, cold", swiftApply, note: seconds(swiftApply)),
    ]
  }

  /// `View View … View Label { number-of-lines: 2; }`, `depth` views long.
  static func text(depth: Int) -> String {
    String(repeating: "View ", count: depth) + "Label { number-of-lines: 2; }"
  }

  /// `View View … View Label`, built from its compounds left to right.
  static func selector(depth: Int) -> StyleSelector {
    let view = (selector: StyleSelector(View.self), isChild: false)
    return StyleSelector(
      leftToRight: Array(repeating: view, count: depth) + [(StyleSelector(Label.self), false)])
  }

  /// A measurement's median in seconds, for the rows' notes.
  static func seconds(_ measurement: Measurement) -> String {
    format(measurement.median / 1e9, digits: 3) + " s"
  }

  /// A chain of views, each inside the one before, with a label at the bottom.
  struct Chain {
    let root: View
    let views: [View]
    let label: Label

    init(depth: Int) {
      var views = [View()]
      for _ in 1..<depth {
        let view = View()
        views[views.count - 1].addSubview(view)
        views.append(view)
      }
      label = Label()
      views[views.count - 1].addSubview(label)
      root = views[0]
      self.views = views
    }
  }
}
