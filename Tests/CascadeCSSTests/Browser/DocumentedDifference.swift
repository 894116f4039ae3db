import Cascade
import CascadeCSS
import Foundation

/// A deliberate difference between Cascade and a browser on a corrupted sheet, each listed
/// with its reason under "Differences from browser CSS" in `StylesheetsFromText.md`, and
/// recognised by what Cascade reports or loads: a case on which the two disagree must show
/// one.
enum DocumentedDifference: String, CaseIterable, Sendable {
  /// A nested selector that only `:is()` could expand is reported and left out: `&` after
  /// another compound for a parent's selector of several compounds, a type with `&` under a
  /// parent's type, a rule nested in `:root`, and `&` at the top level, which a browser
  /// reads as `:scope`.
  case nestedRules
  /// A custom property's value that is not one of its type is an error where it is given,
  /// and left out; a browser keeps any value, and the property that reads it fails there.
  case typedCustomProperties
  /// A declaration whose `var()` gives no value, whose fallback is not a value of the
  /// property, or which holds `var()` inside a larger value is left out, so an earlier one
  /// applies; a browser makes the property invalid at computed-value time, its initial
  /// value.
  case declarationsLeftOutForVar
  /// A percentage of a box's size is rejected where CSS takes one (`border-radius: 50%`,
  /// `padding: 10%`): a sheet is read before any view has a size.
  case lengthPercentages

  /// The first column of the difference's row in the docs' table.
  var title: String {
    switch self {
    case .nestedRules: "Nesting that needs `:is()`"
    case .typedCustomProperties: "Custom properties have types"
    case .declarationsLeftOutForVar: "A `var()` that gives no value"
    case .lengthPercentages: "Percentages of lengths"
    }
  }

  /// The difference that explains a disagreement on `text`, from what Cascade made of it.
  static func explaining(_ sheet: TextStylesheet, of text: String) -> Self? {
    let source = Source(text: text)
    return allCases.first { $0.isShown(by: sheet, in: source) }
  }

  private func isShown(by sheet: TextStylesheet, in source: Source) -> Bool {
    switch self {
    case .nestedRules:
      sheet.diagnostics.contains {
        $0.message == "`&` outside a nested rule is not supported"
          || $0.message == "a rule nested in `:root` is not supported"
          || $0.message.hasPrefix("`&` for a parent's selector of more than one compound")
          || $0.message.hasPrefix("a type with `&` is not supported")
      }
        // A selector that matches nothing, left out of a list that nested rules are in.
        || (sheet.rules.contains { !$0.nesting.isEmpty }
          && sheet.diagnostics.contains {
            $0.code == .unknownType || $0.message.hasPrefix("an id selector")
          })
    case .typedCustomProperties:
      sheet.diagnostics.contains {
        $0.code == .invalidValue
          && ($0.message.hasPrefix("invalid value for `--") || $0.message.hasPrefix("`--"))
      }
    case .declarationsLeftOutForVar:
      sheet.diagnostics.contains { diagnostic in
        diagnostic.code == .tokenNotAllowed
          || (diagnostic.severity == .error
            && (diagnostic.code == .unknownToken
              || source.isInsideVar(diagnostic.range.start.offset)))
      }
    case .lengthPercentages:
      sheet.diagnostics.contains {
        $0.code == .invalidValue && source.text(of: $0.range).contains("%")
      }
    }
  }

  /// A sheet's text, by byte offset.
  private struct Source {
    let bytes: [UInt8]

    init(text: String) {
      bytes = Array(text.utf8)
    }

    func text(of range: SourceRange) -> String {
      let start = min(range.start.offset, bytes.count)
      let end = min(max(range.end.offset, start), bytes.count)
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether a byte offset is inside a `var(` not yet closed on its line.
    func isInsideVar(_ offset: Int) -> Bool {
      let before = bytes[..<min(offset, bytes.count)]
      let line = String(
        decoding: before.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
          .last ?? [], as: UTF8.self)
      guard let open = line.range(of: "var(", options: .backwards) else { return false }
      return !line[open.upperBound...].contains(")")
    }
  }
}
