import Cascade
import CascadeCSS

/// Puts a sheet's comments back into its canonical form, which the library prints without
/// them: each comment goes before the rule or declaration that follows it in the text, at
/// that line's indentation, and those after the last one go at the end.
///
/// The library's printer puts a sheet's token declarations first, then its rules, each in the
/// order of the text; the placement walks the printed lines in that order once, finding each
/// rule's selector line and each declaration's line.
struct CommentPlacement {
  /// A rule, declaration or token declaration of the loaded sheet: where it is in the text,
  /// and the line the printer gives it, trimmed.
  private struct Anchor {
    let line: Int
    let column: Int
    let printed: String
  }

  /// `printed`, the canonical form of `sheet`, with the comments of `sheet`'s text put back.
  ///
  /// - Complexity: O(*n* log *n*) in the printed lines and the comments.
  static func placing(
    comments: [SheetComment], of sheet: CSSStylesheet, in printed: String
  )
    -> String
  {
    guard !comments.isEmpty else { return printed }
    let anchors = anchorsInPrintedOrder(sheet)
    var lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let printedLines = lineIndices(of: anchors, in: lines)
    var before: [Int: [String]] = [:]
    var trailing: [String] = []
    let sorted = anchors.indices.sorted {
      (anchors[$0].line, anchors[$0].column) < (anchors[$1].line, anchors[$1].column)
    }
    for comment in comments {
      let next = firstIndex(in: sorted) { index in
        let anchor = anchors[index]
        return (anchor.line, anchor.column) > (comment.endLine, comment.endColumn)
      }
      if let next, let line = printedLines[sorted[next]] {
        before[line, default: []].append(comment.text)
      } else {
        trailing.append(comment.text)
      }
    }
    for line in before.keys.sorted(by: >) {
      let indentation = String(lines[line].prefix { $0 == " " })
      lines.insert(contentsOf: before[line, default: []].map { indentation + $0 }, at: line)
    }
    var text = lines.joined(separator: "\n")
    if !trailing.isEmpty {
      if !text.isEmpty, !text.hasSuffix("\n\n") { text += text.hasSuffix("\n") ? "\n" : "\n\n" }
      text += trailing.joined(separator: "\n") + "\n"
    }
    return text
  }

  /// The token declarations, then each rule and its declarations, as the printer orders them.
  private static func anchorsInPrintedOrder(_ sheet: CSSStylesheet) -> [Anchor] {
    var anchors = sheet.tokenDeclarations.map {
      anchor($0.location, printed: "--\($0.token): \($0.value);")
    }
    for rule in sheet.rules {
      let own = rule.nesting.last ?? rule.selectors
      anchors.append(anchor(rule.location, printed: own.joined(separator: ", ") + " {"))
      anchors += rule.declarations.map {
        anchor($0.location, printed: "\($0.property): \($0.value);")
      }
    }
    return anchors
  }

  private static func anchor(_ location: SourceLocation, printed: String) -> Anchor {
    Anchor(line: location.line, column: location.column ?? 1, printed: printed)
  }

  /// The printed line of each anchor, found walking forward once; `nil` from the first
  /// anchor the printer wrote otherwise than expected on, whose comments then go at the end.
  private static func lineIndices(of anchors: [Anchor], in lines: [String]) -> [Int?] {
    var next = 0
    return anchors.map { anchor in
      var line = next
      while line < lines.count, lines[line].drop(while: { $0 == " " }) != anchor.printed {
        line += 1
      }
      guard line < lines.count else {
        next = lines.count
        return nil
      }
      next = line + 1
      return line
    }
  }

  /// The first position in `indices` where `isAfter` holds, which holds from there on.
  private static func firstIndex(in indices: [Int], where isAfter: (Int) -> Bool) -> Int? {
    var low = 0
    var high = indices.count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(indices[middle]) { high = middle } else { low = middle + 1 }
    }
    return low < indices.count ? low : nil
  }
}
