import CascadeElements
import CascadeViews

/// 10. Resolving described elements, as the SwiftUI layer does for each body, against
/// styling a substitute tree of the same shape with the same 200-rule sheet in one walk.
enum Elements {
  static func rows(_ config: Config) -> [Row] {
    let count = config.views * 10
    let name = "10. resolve \(count) SwiftUI elements with the 200-rule sheet (per element)"
    let elements = describe(StylesheetFixtures.makeTree(views: count).root)
    let cold = Measurement.interleaved(
      runs: config.runs, warmups: 1, operations: count,
      setup: {
        () -> (tree: View, sheet: Stylesheet, cached: ElementResolver, uncached: ElementResolver) in
        (
          StylesheetFixtures.makeTree(views: count).root, StylesheetFixtures.makeSheet(),
          ElementResolver(sheet: StylesheetFixtures.makeSheet(), context: .light),
          ElementResolver(sheet: StylesheetFixtures.makeSheet(), context: .light, capacity: 1)
        )
      },
      [
        { try? $0.sheet.apply(to: $0.tree, in: .light) },
        { resolve(elements, with: $0.cached) },
        { resolve(elements, with: $0.uncached) },
      ])
    let (walk, first, uncached) = (cold[0], cold[1], cold[2])
    let resolver = ElementResolver(sheet: StylesheetFixtures.makeSheet(), context: .light)
    resolve(elements, with: resolver)
    let styled = resolver.resolutionCount
    let again = Measurement.of(runs: config.runs, warmups: config.warmups, operations: count) {
      resolve(elements, with: resolver)
    }
    return [
      Row(name, "baseline: the substitute walk, cold cache", walk, ratio: 1, note: ns(walk)),
      Row(
        name, "resolve every element, cold cache", first, ratio: first.median / walk.median,
        note: ns(first) + "; \(styled) of \(count) elements styled, the rest cached"),
      Row(
        name, "resolve every element with a cache of one: each styled", uncached,
        ratio: uncached.median / walk.median,
        note: ns(uncached) + "; a record made and styled per element"),
      Row(
        name, "resolve an unchanged tree again", again, ratio: again.median / walk.median,
        target: .atMost(1), note: ns(again) + "; a cache lookup per element"),
    ]
  }

  /// Each view of a tree as an element, parents first, with its parent's index.
  private static func describe(_ root: View) -> [(element: Element, parent: Int?)] {
    let views = root.viewsInTree
    var indices: [ObjectIdentifier: Int] = [:]
    return views.enumerated().map { index, view in
      indices[ObjectIdentifier(view)] = index
      let parent = view.superview.flatMap { indices[ObjectIdentifier($0)] }
      return (Element(kind(of: view), classes: view.styleClasses, state: view.styleState), parent)
    }
  }

  private static func kind(of view: View) -> ElementKind {
    switch view {
    case is Label: .text
    case is Button: .button
    case is StackView: .stack
    case is ImageView: .image
    case is TextField: .textField
    default: .view
    }
  }

  private static func resolve(
    _ elements: [(element: Element, parent: Int?)], with resolver: ElementResolver
  ) {
    var resolved: [ResolvedElement] = []
    resolved.reserveCapacity(elements.count)
    for (element, parent) in elements {
      resolved.append(resolver.resolve(element, below: parent.map { resolved[$0] }))
    }
  }

  private static func ns(_ measurement: Measurement) -> String {
    format(measurement.median, digits: 0) + " ns per element"
  }
}
