import CascadeViews

/// Fixed formatting of values as CSS, so the same tree always gives the same text.
enum CSSText {
  /// A number with at most three decimals and no trailing zeros: `12`, `0.85`, `-3`. A value
  /// too large to round to thousandths (1e12 or more) is written as it is, `1e+300`; NaN and
  /// the infinities, which no CSS value accepts, are written as `0`, so they never reach the
  /// page.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // Multiplying a huge value by 1000 would overflow to infinity.
    let rounded = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int(rounded))
    }
    return String(describing: rounded)
  }

  static func pixels(_ value: Double) -> String {
    number(value) + "px"
  }

  /// `rgb(r, g, b)`, or `rgba(r, g, b, a)` when the color is not opaque, with channels from
  /// 0 to 255 as browsers report them.
  static func color(_ color: Color, opacity: Double = 1) -> String {
    let channels = [color.red, color.green, color.blue].map { String(Int(($0 * 255).rounded())) }
    let alpha = color.opacity * opacity
    if alpha >= 1 { return "rgb(\(channels.joined(separator: ", ")))" }
    return "rgba(\(channels.joined(separator: ", ")), \(number(alpha)))"
  }

  static func insets(_ insets: EdgeInsets) -> String {
    [insets.top, insets.trailing, insets.bottom, insets.leading].map(pixels).joined(
      separator: " ")
  }

  /// A CSS string: quoted, with backslashes, quotes and line breaks escaped.
  static func string(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n", "\r", "\u{C}": result += "\\A "
      case "\0": result += "\u{FFFD}"
      default: result.unicodeScalars.append(character)
      }
    }
    return result + "\""
  }
}
