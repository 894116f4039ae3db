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
}
