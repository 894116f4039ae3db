import CascadeCSS
import CascadeViews

/// Values written as Swift source: the one place the generated code's literals are made, so
/// that every string is escaped the same way and every number round-trips exactly.
///
/// Types are qualified with their module, `CascadeViews.Color`: an app's target also
/// imports SwiftUI, whose `Color` and `Font` would otherwise make the names ambiguous.
enum SwiftLiteral {
  /// A string literal: quotes, backslashes and control characters escaped, as Swift reads
  /// them back; other characters as they are.
  static func string(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// A `Double` that reads back as the same value: Swift prints the shortest such digits.
  static func number(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "Double.nan" : (value < 0 ? "-Double.infinity" : "Double.infinity")
    }
    return "\(value)"
  }

  /// A text for the inside of a `///` comment: one line, with no line breaks.
  static func commentLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  static func color(_ color: Color) -> String {
    let components = [color.red, color.green, color.blue].map(number)
    let opacity = color.opacity == 1 ? "" : ", opacity: \(number(color.opacity))"
    return
      "CascadeViews.Color(red: \(components[0]), green: \(components[1]), blue: \(components[2])"
      + opacity + ")"
  }

  static func weight(_ weight: Font.Weight) -> String { "CascadeViews.Font.Weight.\(weight)" }

  /// A font as its public constructors and modifiers make it, or `nil` where they cannot
  /// make one equal to it: the value is made here the same way, and compared.
  static func font(_ font: Font) -> String? {
    var (value, text) = base(of: font)
    if value.weight != font.weight {
      value = value.weight(font.weight)
      text += ".weight(.\(font.weight))"
    }
    if value.size != font.size {
      value = value.size(font.size)
      text += ".size(\(number(font.size)))"
    }
    if font.isItalic, !value.isItalic {
      value = value.italic()
      text += ".italic()"
    }
    return value == font ? text : nil
  }

  private static func base(of font: Font) -> (Font, String) {
    if let style = font.textStyle {
      return (.preferred(style), "CascadeViews.Font.preferred(.\(style))")
    }
    let size = number(font.size)
    switch font.family {
    case .system:
      return (
        .system(size: font.size, weight: font.weight),
        "CascadeViews.Font.system(size: \(size), weight: .\(font.weight))"
      )
    case .named(let name):
      return (
        .custom(name, size: font.size, weight: font.weight),
        "CascadeViews.Font.custom(\(string(name)), size: \(size), weight: .\(font.weight))"
      )
    }
  }

  /// A shadow as its initializers make it, each layer with the members it has that are not
  /// the defaults; `nil` where they cannot make one equal to it: the value is made here too,
  /// and compared.
  static func shadow(_ shadow: Shadow) -> String? {
    let layers = shadow.layers
    let made =
      layers.count == 1 ? layer(layers[0]).value : Shadow(layers: layers.map { layer($0).value })
    guard made == shadow else { return nil }
    let texts = layers.map { layer($0).text }
    return texts.count == 1
      ? texts[0] : "CascadeViews.Shadow(layers: [" + texts.joined(separator: ", ") + "])"
  }

  private static func layer(_ shadow: Shadow) -> (value: Shadow, text: String) {
    let value = Shadow(
      color: shadow.color, opacity: shadow.opacity, radius: shadow.radius, offset: shadow.offset,
      spread: shadow.spread, isInset: shadow.isInset)
    var text =
      "CascadeViews.Shadow(color: \(color(shadow.color)), opacity: "
      + "\(number(shadow.opacity)), radius: \(number(shadow.radius)), offset: "
      + "CascadeViews.Size(width: \(number(shadow.offset.width)), height: "
      + "\(number(shadow.offset.height)))"
    if shadow.spread != 0 { text += ", spread: \(number(shadow.spread))" }
    if shadow.isInset { text += ", isInset: true" }
    return (value, text + ")")
  }

  /// A border as its initializer makes it, its style by keyword where it is not solid; `nil`
  /// for a style of dash lengths, which has no keyword.
  static func border(_ border: Border) -> String? {
    var text = "CascadeViews.Border(width: \(number(border.width)), color: \(color(border.color))"
    if border.style != .solid {
      let keyword = border.style.keyword
      guard Border.StrokeStyle.keywords[keyword] == border.style else { return nil }
      text += ", style: .\(keyword)"
    }
    return text + ")"
  }
}
