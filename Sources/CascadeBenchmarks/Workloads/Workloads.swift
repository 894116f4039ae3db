import CascadeViews

/// How long and how large each workload runs.
struct Config {
  var runs = 21
  var warmups = 3
  var views = 1_000

  static let quick = Config(runs: 3, warmups: 1, views: 100)
}

/// The workloads, each returning its rows.
enum Workloads {
  static var all: [(name: String, run: (Config) -> [Row])] {
    [
      ("apply", apply), ("reapply", reapply), ("compose", compose), ("theme", themeSwitch),
      ("build", build), ("build-wide", buildWide), ("sheet-labels", labelSheet),
      ("stylesheet", stylesheet), ("text", TextSheets.rows), ("elements", Elements.rows),
      ("long-selector", LongSelectors.rows),
    ]
  }

  /// 1. An eight-property style applied to many labels, four ways.
  static func apply(_ config: Config) -> [Row] {
    let name = "1. apply an 8-property style to \(config.views) labels (per label)"
    // Each variant styles labels of its own, alternating between two palettes, so that
    // every run changes every property whatever the other variants did.
    let labels = (0..<4).map { _ in makeLabels(config.views) }
    let closures = [Palette.first, .second].map(Styling.closures)
    let modifiers = [Palette.first, .second].map(Styling.modifiers)
    let blocks = [Palette.first, .second].map(Styling.block)
    var turns = [0, 0, 0, 0]
    func next(_ variant: Int) -> Int {
      defer { turns[variant] += 1 }
      return turns[variant] % 2
    }
    let measured = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      [
        { Styling.byHand(labels[0], next(0) == 0 ? .first : .second) },
        { Styling.apply(closures[next(1)], to: labels[1]) },
        { Styling.apply(modifiers[next(2)], to: labels[2]) },
        { Styling.apply(blocks[next(3)], to: labels[3]) },
      ])
    let (hand, closure, modifier, block) = (measured[0], measured[1], measured[2], measured[3])
    return [
      Row(name, "hand-written assignments", hand, ratio: 1),
      Row(name, "closures [(Label) -> Void]", closure, ratio: closure.median / hand.median),
      Row(
        name, "named modifiers", modifier, ratio: modifier.median / hand.median,
        target: .atMost(1.5)),
      Row(
        name, "key-path setters in a block", block, ratio: block.median / hand.median,
        target: .atMost(3)),
    ]
  }

  /// 2. Re-applying the style a view already has: no changes, no more time than the first.
  static func reapply(_ config: Config) -> [Row] {
    let name = "2. re-apply an identical style (per label)"
    let style = Styling.block(.first)
    let first = Measurement.of(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      setup: { makeLabels(config.views) }, body: { Styling.apply(style, to: $0) })
    var changes = 0
    let again = Measurement.of(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      setup: { () -> [Label] in
        let labels = makeLabels(config.views)
        Styling.apply(style, to: labels)
        labels.forEach { $0.resetChangeCount() }
        return labels
      },
      body: { labels in
        Styling.apply(style, to: labels)
        changes += labels.reduce(0) { $0 + $1.changeCount }
      })
    return [
      Row(name, "first application", first, ratio: 1),
      Row(
        name, "re-application", again, ratio: again.median / first.median,
        target: .atMost(1)),
      .noChanges(name, changes: changes),
    ]
  }

  /// 3. A chain of ten styles composed and applied, against the flattened style.
  static func compose(_ config: Config) -> [Row] {
    let name = "3. compose a chain of 10 styles and apply (per label)"
    let chain = ComposeChain()
    let composed = Style.compose(chain.styles)
    let labels = (0..<2).map { _ in makeLabels(config.views) }
    let measured = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      [
        { Styling.apply(chain.flattened, to: labels[0]) },
        { Styling.apply(composed, to: labels[1]) },
      ])
    let (flattened, composedTime) = (measured[0], measured[1])
    let fresh = Label()
    composed.apply(to: fresh)
    let writesOnce = fresh.changeCount == fresh.changedProperties.count
    return [
      Row(name, "flattened style", flattened, ratio: 1),
      Row(
        name, "composed style", composedTime, ratio: composedTime.median / flattened.median,
        target: .atMost(1.1)),
      Row(
        name, "composed equals flattened", nil, target: .check(composed == chain.flattened)),
      Row(
        name, "each property written once", nil, target: .check(writesOnce),
        note: "\(fresh.changeCount) writes to \(fresh.changedProperties.count) properties"),
    ]
  }

  /// 4. Switching a themed style from light to dark: only what the theme changes is
  /// rewritten, at no more than the cost of a first application.
  static func themeSwitch(_ config: Config) -> [Row] {
    let name = "4. switch a themed style from light to dark (per label)"
    let style = Styling.themed
    var changes = 0
    var expected = 0
    let measured = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: config.views,
      setup: { () -> (fresh: [Label], styled: [Label]) in
        let styled = makeLabels(config.views)
        for label in styled {
          try? style.apply(to: label, in: .light)
          label.resetChangeCount()
        }
        return (fresh: makeLabels(config.views), styled: styled)
      },
      [
        { labels in for label in labels.fresh { try? style.apply(to: label, in: .light) } },
        { labels in
          let styled = labels.styled
          for label in styled { try? style.apply(to: label, in: .dark) }
          changes += styled.reduce(0) { $0 + $1.changeCount }
          expected += styled.count * Styling.themedPropertiesThatDifferInDark
        },
      ])
    return [
      Row(name, "first application, light theme", measured[0], ratio: 1),
      // Both variants write eight properties, so "no more than a first application" is
      // judged within 5%, the run-to-run noise of this ratio on a shared machine.
      Row(
        name, "switch to the dark theme", measured[1],
        ratio: measured[1].median / measured[0].median, target: .atMost(1.05)),
      Row(
        name, "writes that changed a value", nil, target: .check(changes == expected),
        note: "\(changes) changes, \(expected) expected"),
    ]
  }

  /// 5. Building an eight-setter style three ways, and a one-rule stylesheet of it, against
  /// building the array of eight closures.
  static func build(_ config: Config) -> [Row] {
    let name = "5. build an 8-setter style (per style)"
    let repetitions = config.views
    let palettes = [Palette.first, .second]
    // Each result is counted, so none can be left unbuilt; the palette alternates, as the
    // values where styles are built do.
    var sink = 0
    let measured = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: repetitions,
      [
        { for index in 0..<repetitions { sink &+= Styling.closures(palettes[index & 1]).count } },
        { for index in 0..<repetitions { sink &+= Styling.block(palettes[index & 1]).count } },
        { for index in 0..<repetitions { sink &+= Styling.modifiers(palettes[index & 1]).count } },
        {
          for index in 0..<repetitions {
            sink &+= Styling.sheet(palettes[index & 1]).name.utf8.count
          }
        },
      ])
    let (closures, block, modifiers, sheet) = (measured[0], measured[1], measured[2], measured[3])
    return [
      Row(
        name, "array of 8 closures", closures, ratio: 1,
        note: sink > 0 ? nil : "nothing built"),
      Row(
        name, "style from a block", block, ratio: block.median / closures.median,
        target: .atMost(5)),
      Row(
        name, "style with named modifiers", modifiers,
        ratio: modifiers.median / closures.median, target: .atMost(5)),
      Row(
        name, "one-rule stylesheet of a block", sheet, ratio: sheet.median / closures.median,
        target: .atMost(8)),
    ]
  }

  /// 6. Building a fifty-setter style from a block, per setter.
  static func buildWide(_ config: Config) -> [Row] {
    let name = "6. build a 50-setter style (per setter)"
    let repetitions = max(config.views / 10, 10)
    var sink = 0
    let measured = Measurement.interleaved(
      runs: config.runs, warmups: config.warmups, operations: repetitions * 50,
      [
        { for index in 0..<repetitions { sink &+= WideStyles.closures(Double(index)).count } },
        { for index in 0..<repetitions { sink &+= WideStyles.block(Double(index)).count } },
      ])
    let (closures, block) = (measured[0], measured[1])
    return [
      Row(name, "array of 50 closures", closures, ratio: 1),
      Row(
        name, "style from a 50-setter block", block, ratio: block.median / closures.median,
        note: sink > 0 ? nil : "nothing built"),
    ]
  }

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
