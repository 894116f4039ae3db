import CascadeCSS
import HeadlessBrowser

/// Cases styled by Cascade and by Chromium, and every value on which they disagree.
struct BrowserReport {
  /// A value on which the two disagree.
  struct Disagreement {
    let caseIndex: Int
    let scheme: Int
    let view: Int
    let property: ComparedProperty
    let cascade: [Double]
    let browser: [Double]
  }

  let cases: [BrowserCase]
  private(set) var compared = 0
  private(set) var disagreements: [Disagreement] = []
  /// The cases not compared, because the browser's copy of the sheet could not be made to
  /// match as Cascade documents: by case, the selectors the script could not rewrite.
  private(set) var notComparable: [Int: [String]] = [:]
  /// For each case with a disagreement that one of the documented differences explains,
  /// that difference.
  private(set) var explained: [Int: DocumentedDifference] = [:]

  init(cases: [BrowserCase], chromium: Chromium) throws {
    self.cases = cases
    let browser = try BrowserSide.style(cases, with: chromium)
    for (index, each) in cases.enumerated() {
      if !browser.unrewritten[index].isEmpty {
        notComparable[index] = browser.unrewritten[index]
        continue
      }
      let styled = CascadeSide.style(each)
      compare(styled, browser.values[index], caseIndex: index)
      if disagreements.last?.caseIndex == index, let sheet = styled.sheet {
        explained[index] = DocumentedDifference.explaining(sheet, of: each.sheet)
      }
    }
  }

  private mutating func compare(
    _ styled: StyledCase, _ browser: [[[String: String]]], caseIndex: Int
  ) {
    for scheme in 0..<2 {
      for (view, cascadeValues) in styled.values[scheme].enumerated() {
        let browserValues = ComputedValue.values(from: browser[scheme][view])
        for property in ComparedProperty.allCases {
          compared += 1
          let cascade = cascadeValues[property] ?? []
          let other = browserValues[property] ?? []
          guard !ComputedValue.agree(property, cascade, other) else { continue }
          disagreements.append(
            Disagreement(
              caseIndex: caseIndex, scheme: scheme, view: view, property: property,
              cascade: cascade, browser: other))
        }
      }
    }
  }

  /// The cases with any disagreement.
  var disagreeingCases: Set<Int> { Set(disagreements.map(\.caseIndex)) }

  /// The cases with a disagreement that no documented difference explains.
  var unexplainedCases: Set<Int> { disagreeingCases.subtracting(explained.keys) }

  /// One line: how many disagreeing cases each documented difference explains.
  var explanations: String {
    let counts = DocumentedDifference.allCases.map { difference in
      "\(difference.rawValue) \(explained.values.filter { $0 == difference }.count)"
    }
    return "Disagreeing cases by documented difference: \(counts.joined(separator: ", ")); "
      + "unexplained \(unexplainedCases.count)."
  }

  /// One line: how many values and cases were compared, and how many agree.
  func summary(of what: String) -> String {
    let comparedCases = cases.count - notComparable.count
    let agreeingCases = comparedCases - disagreeingCases.count
    let agreeingValues = compared - disagreements.count
    return "Compared \(compared) values of \(comparedCases) cases of \(what) with Chromium: "
      + "\(agreeingCases) cases (\(percent(agreeingCases, of: comparedCases))) and "
      + "\(agreeingValues) values (\(percent(agreeingValues, of: compared))) agree"
      + (notComparable.isEmpty ? "." : "; \(notComparable.count) cases not comparable.")
  }

  private func percent(_ part: Int, of whole: Int) -> String {
    guard whole > 0 else { return "–" }
    let hundredths = part * 10_000 / whole
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
      + "%"
  }

  /// The first disagreements, with their sheets, for a failure's message: of the cases
  /// given, or of every case.
  func details(of chosen: Set<Int>? = nil) -> String {
    var text = ""
    var shown: Set<Int> = []
    for disagreement in disagreements
    where shown.count < 8 && chosen?.contains(disagreement.caseIndex) != false {
      let each = cases[disagreement.caseIndex]
      if shown.insert(disagreement.caseIndex).inserted {
        text += "\n--- case seed \(each.seed)\n\(each.sheet)\n"
        if each.isCorrupted { text += "--- before the edits:\n\(each.original)\n" }
        let tree = each.nodes.enumerated().map { index, node in
          "\(index): \(node.type)\(node.classes.map { "." + $0 }.joined())"
            + (node.parent.map { " in \($0)" } ?? "")
        }
        text += "--- tree: \(tree.joined(separator: "; "))\n"
      }
      text +=
        "view \(disagreement.view) \(disagreement.scheme == 0 ? "light" : "dark") "
        + "\(disagreement.property): Cascade \(disagreement.cascade), Chromium "
        + "\(disagreement.browser)\n"
    }
    for (index, selectors) in notComparable.sorted(by: { $0.key < $1.key }).prefix(3) {
      text += "\n--- not comparable, seed \(cases[index].seed): \(selectors)"
    }
    return text
  }
}
