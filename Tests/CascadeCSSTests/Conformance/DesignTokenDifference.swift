import CascadeCSS

/// A deliberate difference between Cascade and the Design Tokens format, each listed with
/// its reason under "Differences from the format" in `DesignTokensAndLiveReload.md`: the
/// conformance test accepts a disagreement only where one of these explains it.
enum DesignTokenDifference: String, CaseIterable, Sendable {
  /// A `fontFamily` list loads as its first name: a `Font` names one family, and each
  /// platform falls back from it on its own.
  case fontFamilyList
  /// A `fontWeight` rounds to the nearest of `Font.Weight`'s nine weights, UIKit's: 350 is
  /// `regular`.
  case fontWeightSteps
  /// A `typography` value's `letterSpacing` and `lineHeight` are left out: a `Font` holds
  /// neither.
  case typographyLineMetrics
  /// A form of the drafts that 2025.10 dropped and design tools still write loads: a
  /// dimension as a string (`"16px"`), a colour as a hex string, `em` letter spacing.
  case draftForms
  /// A `typography` value loads without the members a `Font` does not hold or defaults:
  /// `fontWeight`, `letterSpacing`, `lineHeight`.
  case typographyMembersOptional
  /// A negative `duration` is an error: an `AnimationDuration` is how long an animation
  /// takes.
  case negativeDurations
  /// The manifest's expected value is wrong, and Cascade computes the format's: each case
  /// is in ``errata`` with the reason.
  case manifestErrata

  /// The first column of the difference's row in the article's table.
  var title: String {
    switch self {
    case .fontFamilyList: "A font family list"
    case .fontWeightSteps: "Font weights in nine steps"
    case .typographyLineMetrics: "Letter spacing and line height"
    case .draftForms: "Forms of the drafts"
    case .typographyMembersOptional: "Typography without every member"
    case .negativeDurations: "Negative durations"
    case .manifestErrata: "Errors in the corpus"
    }
  }

  /// The checks whose expected value is wrong, by case and path, with the value CSS Color 4
  /// gives: `hsl(330 100% 50%)` is `rgb(255 0 127.5)`, a rose, not magenta, whose hue is 300.
  static let errata: [String: String] = [
    "spec25-color-spaces/hsl Hot pink": "hsl(330 100% 50%) is [1, 0, 0.5] in sRGB",
    "spec25-color-spaces/hwb Hot pink": "hwb(330 0% 0%) is [1, 0, 0.5] in sRGB",
  ]

  /// The difference that explains why a token that the format takes loads to another value
  /// or not at all, if one does.
  static func explaining(
    _ outcome: ConformanceOutcome, of check: ConformanceCheck, in testCase: ConformanceCase,
    expected: JSONValue
  ) -> ConformanceOutcome {
    guard case .disagree = outcome else { return outcome }
    if errata["\(testCase.id)/\(check.path)"] != nil { return .documented(.manifestErrata) }
    if check.type == "duration", let value = expected["value"]?["value"]?.numberValue, value < 0 {
      return .documented(.negativeDurations)
    }
    return outcome
  }

  /// The difference that explains why a token that the format rejects loads, if one does.
  static func explaining(_ token: DesignToken) -> Self? {
    if token.type == .typography, case .object(let members) = token.value,
      !["fontWeight", "letterSpacing", "lineHeight"].allSatisfy({ key in
        members.contains { $0.key == key }
      })
    {
      return .typographyMembersOptional
    }
    return usesDraftForm(token.value) ? .draftForms : nil
  }

  /// Whether a token that the format rejects and Cascade loads is written in a draft's
  /// form: a dimension or a colour as a string where 2025.10 takes an object, or an `em`
  /// dimension.
  static func usesDraftForm(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text):
      let number = text.drop { $0 == "-" }.prefix { $0.isNumber || $0 == "." }
      let unit = text.dropFirst(text.count - text.drop { $0 == "-" }.count + number.count)
      return (text.hasPrefix("#") && text.count > 3)
        || (!number.isEmpty && ["px", "rem", "em", "ms", "s"].contains(unit))
    case .array(let values): return values.contains(where: usesDraftForm)
    case .object(let members):
      return value["unit"] == .string("em") || members.contains { usesDraftForm($0.value) }
    default: return false
    }
  }
}
