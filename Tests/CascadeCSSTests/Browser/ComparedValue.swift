/// Reading Chromium's computed values as the numbers Cascade's values are compared with.
enum ComputedValue {
  /// A view's compared values from the computed style, with every corner's radius.
  static func values(from computed: [String: String]) -> ComparedValues {
    let radii = [
      "borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius",
      "borderBottomLeftRadius",
    ].flatMap { numbers(in: computed[$0] ?? "") }
    let padding = ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"].map {
      numbers(in: computed[$0] ?? "").first ?? .nan
    }
    return [
      .opacity: [Double(computed["opacity"] ?? "") ?? .nan], .radius: radii,
      .background: color(computed["backgroundColor"] ?? "") ?? [.nan],
      .padding: padding,
    ]
  }

  /// The numbers in a value: `5px 3px` as 5 and 3.
  static func numbers(in text: String) -> [Double] {
    text.split(separator: " ").compactMap { Double($0.replacing("px", with: "")) }
  }

  /// `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as four numbers, alpha from 0 to 1.
  static func color(_ text: String) -> [Double]? {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else {
      return nil
    }
    let numbers = text[text.index(after: open)..<close]
      .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
      .compactMap { Double($0) }
    guard numbers.count >= 3 else { return nil }
    return Array(numbers.prefix(3)) + [numbers.count > 3 ? numbers[3] : 1]
  }

  /// Whether Cascade's value and the browser's are the same: within rounding, and, for the
  /// radius, every corner's radius Cascade's one.
  static func agree(
    _ property: ComparedProperty, _ cascade: [Double], _ browser: [Double]
  )
    -> Bool
  {
    let tolerance: Double =
      switch property {
      case .background: 0.6
      default: 0.001
      }
    if property == .radius {
      guard let radius = cascade.first, !browser.isEmpty else { return false }
      return browser.allSatisfy { abs($0 - radius) <= tolerance }
    }
    guard cascade.count == browser.count else { return false }
    return zip(cascade, browser).enumerated().allSatisfy { index, pair in
      // A color's alpha is a fraction: its tolerance is the fraction of a byte's.
      let limit = property == .background && index == 3 ? 0.003 : tolerance
      return abs(pair.0 - pair.1) <= limit
    }
  }
}
