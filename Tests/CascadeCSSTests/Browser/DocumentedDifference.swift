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
  /// A declaration whose `var()` gives no value, whose whole-value fallback is not a value
  /// of the property, or whose value with `var()`s inside it does not read once substituted
  /// in the default theme or a registered one, is left out, so an earlier one applies; a
  /// browser makes the property invalid at computed-value time, its initial value.
  case declarationsLeftOutForVar
  /// A percentage of a box's size is rejected where CSS takes one (`border-radius: 50%`,
  /// `padding: 10%`): a sheet is read before any view has a size.
  case lengthPercentages
  /// `revert` and `revert-layer` are errors and left out: a sheet has one origin.
  case origins

  /// The first column of the difference's row in the docs' table.
  var title: String {
    switch self {
    case .nestedRules: "Nesting that needs `:is()`"
    case .typedCustomProperties: "Custom properties have types"
    case .declarationsLeftOutForVar: "A `var()` that gives no value"
    case .lengthPercentages: "Percentages of lengths"
    case .origins: "`revert` and `revert-layer`"
    }
  }

  /// The difference that explains a disagreement on `text`, from what Cascade made of it.
  static func explaining(_ sheet: CSSStylesheet, of text: String) -> Self? {
    let source = Source(text: text)
    return allCases.first { $0.isShown(by: sheet, in: source) }
  }

  private func isShown(by sheet: CSSStylesheet, in source: Source) -> Bool {
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
        diagnostic.code == .tokenNotAllowed || diagnostic.code == .substitutionTooLong
          || diagnostic.message.contains("once `var()` is substituted")
          || (diagnostic.severity == .error
            && (diagnostic.code == .unknownToken
              || source.isInsideVar(diagnostic.range.start.offset)))
      }
    case .lengthPercentages:
      sheet.diagnostics.contains {
        $0.code == .invalidValue && source.text(of: $0.range).contains("%")
      }
    case .origins:
      sheet.diagnostics.contains {
        $0.code == .invalidValue && $0.message.hasSuffix("` is not supported")
          && ["revert", "revert-layer"].contains(source.text(of: $0.range).lowercased())
      }
    }
  }

  /// A sheet's text, by byte offset.
  private struct Source {
    let bytes: [UInt8]

    init(text: String) {
      bytes = Array(text.utf8)
    }

    func text(of range: TextRange) -> String {
      let start = min(range.start.offset, bytes.count)
      let end = min(max(range.end.offset, start), bytes.count)
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether a byte offset is inside a `var(` not yet closed in its declaration, which
    /// may run over several lines: `var(--q3,⏎ 6px6px)`.
    func isInsideVar(_ offset: Int) -> Bool {
      let before = bytes[..<min(offset, bytes.count)]
      let boundaries: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}")]
      let start = before.lastIndex(where: boundaries.contains).map { $0 + 1 } ?? 0
      let declaration = String(decoding: before[start...], as: UTF8.self)
      guard let open = declaration.range(of: "var(", options: .backwards) else { return false }
      return !declaration[open.upperBound...].contains(")")
    }
  }
}
