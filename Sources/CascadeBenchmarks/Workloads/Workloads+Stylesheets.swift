import CascadeViews

extension Workloads {
  /// 7. A one-rule stylesheet of eight properties over a tree of labels, against the same
  /// writes by hand: a first application, a re-application that changes nothing, and the
  /// sheet applied to each label as a root of its own.
  static func labelSheet(_ config: Config) -> [Row] {
    let name = "7. a one-rule stylesheet over \(config.views) labels (per label)"
    let sheet = Styling.sheet(.first)
    // Fresh views each round: every variant makes its first writes. The tree holds one
    // view more than the lone labels, its root, which no rule matches.
    let first = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      setup: { () -> (hand: View, tree: View, roots: [View]) in
        (makeLabelTree(config.views), makeLabelTree(config.views), makeLabels(config.views))
      },
      [
        { Styling.byHand(tree: $0.hand, .first) },
        { try? sheet.apply(to: $0.tree) },
        { Styling.apply(sheet, toEach: $0.roots) },
      ])
    let (hand, tree, roots) = (first[0], first[1], first[2])

    // Every value of the second palette differs from a label's default, so each write the
    // sheet or the hand-written walk makes, or fails to make, shows in the check.
    let (handCheck, sheetCheck) = (makeLabelTree(config.views), makeLabelTree(config.views))
    Styling.byHand(tree: handCheck, .second)
    try? Styling.sheet(.second).apply(to: sheetCheck)
    let differing = differingViews(handCheck, sheetCheck)

    let (handTree, sheetTree) = (makeLabelTree(config.views), makeLabelTree(config.views))
    Styling.byHand(tree: handTree, .first)
    try? sheet.apply(to: sheetTree)
    sheetTree.viewsInTree.forEach { $0.resetChangeCount() }
    let again = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      [
        { Styling.byHand(tree: handTree, .first) },
        { try? sheet.apply(to: sheetTree) },
      ])
    let (handAgain, sheetAgain) = (again[0], again[1])
    let changes = sheetTree.viewsInTree.reduce(0) { $0 + $1.changeCount }

    // One label's class changes before each application, which then styles that label
    // alone; against every label styled again, as `restyling: .all` does.
    let changing = sheetTree.subviews[sheetTree.subviews.count / 2]
    var toggled = false
    let afterChange = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      [
        {
          toggled.toggle()
          changing.styleClasses = toggled ? ["changed"] : []
          try? sheet.apply(to: sheetTree)
        },
        { try? sheet.apply(to: sheetTree, restyling: .all) },
      ])
    let (oneChanged, full) = (afterChange[0], afterChange[1])
    return [
      Row(name, "hand-written first assignment", hand, ratio: 1),
      Row(
        name, "sheet, first application", tree, ratio: tree.median / hand.median,
        target: .atMost(2.5)),
      Row(
        name, "sheet applied to each label alone", roots, ratio: roots.median / tree.median,
        target: .atMost(1.1),
        note: "against the sheet applied to the tree; "
          + format(roots.median / hand.median, digits: 2) + "× hand-written"),
      Row(
        name, "sheet and hand leave the same tree", nil, target: .check(differing == 0),
        note: "\(differing) views differ"),
      Row(name, "hand-written re-assignment", handAgain, ratio: 1),
      Row(
        name, "sheet, re-application", sheetAgain, ratio: sheetAgain.median / handAgain.median,
        target: .atMost(0.5), note: "nothing changed: the tree is passed by"),
      .noChanges(name, changes: changes),
      Row(
        name, "sheet, full re-application (restyling: .all)", full,
        ratio: full.median / handAgain.median, note: "every label matched and compared again"),
      Row(
        name, "sheet, re-application after one label's class changed", oneChanged,
        ratio: oneChanged.median / full.median, target: .atMost(0.05),
        note: "against the full re-application"),
    ]
  }

  /// 8. A stylesheet of 200 rules over a tree of views: the first application against the
  /// same writes by hand, a restyle after one view's class changes, and a theme switch.
  static func stylesheet(_ config: Config) -> [Row] {
    let count = config.views * 10
    let name = "8. a 200-rule stylesheet over \(count) views (per view)"
    let byHand = StylesheetFixtures.HandWritten(theme: StyleContext.light.theme)
    // Cold: fresh trees and a fresh sheet, whose match cache starts empty, each round.
    let first = Measurement.interleaved(
      runs: config.runs, warmups: 1, operations: count,
      setup: { () -> (hand: View, tree: View, sheet: Stylesheet) in
        (
          StylesheetFixtures.makeTree(views: count).root,
          StylesheetFixtures.makeTree(views: count).root, StylesheetFixtures.makeSheet()
        )
      },
      [
        { byHand.apply(to: $0.hand) },
        { try? $0.sheet.apply(to: $0.tree, in: .light) },
      ])
    let (hand, cold) = (first[0], first[1])

    // The light theme's accent and primary text are also the views' defaults, so writing
    // them changes nothing there: the baseline is checked in the dark theme too.
    let differing = [StyleContext.light, .dark].reduce(0) { total, context in
      let (handRoot, sheetRoot) = (
        StylesheetFixtures.makeTree(views: count).root,
        StylesheetFixtures.makeTree(views: count).root
      )
      StylesheetFixtures.HandWritten(theme: context.theme).apply(to: handRoot)
      try? StylesheetFixtures.makeSheet().apply(to: sheetRoot, in: context)
      return total + differingViews(handRoot, sheetRoot)
    }

    let sheet = StylesheetFixtures.makeSheet()
    let (root, cards) = StylesheetFixtures.makeTree(views: count)
    try? sheet.apply(to: root, in: .light)
    let views = root.viewsInTree
    views.forEach { $0.resetChangeCount() }

    // One card loses a class: restyling its subtree touches nothing else.
    let card = cards[cards.count / 2]
    card.styleClasses = ["card", "muted"]
    try? sheet.apply(to: card, in: .light)
    let subtree = Set(card.viewsInTree.map(ObjectIdentifier.init))
    let outside = views.filter { !subtree.contains(ObjectIdentifier($0)) }
    let changedOutside = outside.reduce(0) { $0 + $1.changeCount }

    // A theme switch: only token-resolved properties change.
    views.forEach { $0.resetChangeCount() }
    let switchTime = Measurement.of(runs: 1, warmups: 0, operations: count) {
      try? sheet.apply(to: root, in: .dark)
    }
    let themed: Set<String> = ["textColor", "backgroundColor", "tintColor"]
    let onlyThemed = views.allSatisfy { Set($0.changedProperties).isSubset(of: themed) }
    let switchChanges = views.reduce(0) { $0 + $1.changeCount }
    /// A measurement's median in microseconds per view, for the rows' notes.
    func microseconds(_ measurement: Measurement) -> String {
      format(measurement.median / 1_000, digits: 2) + " µs per view"
    }
    return [
      Row(name, "hand-written writes", hand, ratio: 1, note: microseconds(hand)),
      Row(
        name, "first application, cold cache", cold, ratio: cold.median / hand.median,
        target: .atMost(2.5), note: microseconds(cold)),
      Row(
        name, "hand-written writes match the sheet", nil, target: .check(differing == 0),
        note: "\(differing) views differ, of \(views.count) in each of the light and dark themes"),
      Row(
        name, "one card's class changed", nil, target: .check(changedOutside == 0),
        note: "\(subtree.count) views restyled, \(changedOutside) changes outside them"),
      Row(
        name, "theme switch to dark", switchTime, target: .check(onlyThemed),
        note: "\(switchChanges) changes, all to themed properties: \(onlyThemed)"),
    ]
  }
}
