public import CascadeViews

/// The values a stylesheet gives one element, each `nil` where no rule sets it: what a
/// SwiftUI view applies as modifiers, and leaves alone where a value is `nil`.
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load("Text.title { font: headline; }", named: "a.css")
/// let resolver = ElementResolver(sheet: sheet.stylesheet)
/// let title = resolver.resolve(Element(.text, classes: ["title"]), below: nil)
/// print(title.style.font)  // the font the sheet's rules give a label of class `title`
/// ```
///
/// Each value is the substitute property of the same meaning, so one sheet styles both:
///
/// | Value | Text sheet property | Substitute property |
/// | --- | --- | --- |
/// | ``foregroundColor`` | `color`; a button's `title-color` | `textColor`; `titleColor(for:)` |
/// | ``font`` | `font` | `font` |
/// | ``backgroundColor`` | `background-color`; a button's per-state ones | `backgroundColor` |
/// | ``cornerRadius`` | `border-radius` | `cornerRadius` |
/// | ``border`` | `border` | `border` |
/// | ``shadow`` | `box-shadow` | `shadow` |
/// | ``opacity`` | `opacity` | `alpha` |
/// | ``padding`` | `padding` | `layoutMargins` |
/// | ``numberOfLines`` | `number-of-lines` | `numberOfLines` |
/// | ``textAlignment`` | `text-align` | `textAlignment` |
/// | ``tintColor`` | `tint-color` | `tintColor` |
/// | ``isHidden`` | `is-hidden` | `isHidden` |
public struct ElementStyle: Sendable, Hashable {
  /// The color of text: a label's or a text field's text color, a button's title color in
  /// the element's state.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text.name { color: white; }", named: "a.css")
  /// let name = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.text, classes: ["name"]), below: nil)
  /// name.style.foregroundColor == .white  // true
  /// ```
  public var foregroundColor: Color?

  /// The font of text.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text.title { font: headline; }", named: "a.css")
  /// let title = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.text, classes: ["title"]), below: nil)
  /// title.style.font == .headline  // true
  /// ```
  public var font: Font?

  /// The fill behind the element; a button's background color in its state, else its own.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".badge { background-color: red; }", named: "a.css")
  /// let badge = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.view, classes: ["badge"]), below: nil)
  /// badge.style.backgroundColor == .red  // true
  /// ```
  public var backgroundColor: Color?

  /// The radius of the rounded corners, in points.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".badge { border-radius: 6px; }", named: "a.css")
  /// let badge = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.view, classes: ["badge"]), below: nil)
  /// badge.style.cornerRadius  // 6
  /// ```
  public var cornerRadius: Double?

  /// The border drawn around the element.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".card { border: 1px solid gray; }", named: "a.css")
  /// let card = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.stack, classes: ["card"]), below: nil)
  /// card.style.border?.width  // 1
  /// ```
  public var border: Border?

  /// The shadow the element casts.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   ".card { box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2); }", named: "a.css")
  /// let card = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.stack, classes: ["card"]), below: nil)
  /// card.style.shadow?.radius  // 6
  /// ```
  public var shadow: Shadow?

  /// The element's opacity, from 0 to 1.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load("Text.hint { opacity: 0.6; }", named: "a.css")
  /// let hint = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.text, classes: ["hint"]), below: nil)
  /// hint.style.opacity  // 0.6
  /// ```
  public var opacity: Double?

  /// The space between the element's edges and its content.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".card { padding: 16px; }", named: "a.css")
  /// let card = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.stack, classes: ["card"]), below: nil)
  /// card.style.padding == EdgeInsets(all: 16)  // true
  /// ```
  public var padding: EdgeInsets?

  /// The most lines text may take; 0 means no limit.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   "Text.title { number-of-lines: 2; }", named: "a.css")
  /// let title = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.text, classes: ["title"]), below: nil)
  /// title.style.numberOfLines  // 2
  /// ```
  public var numberOfLines: Int?

  /// How text lines up horizontally.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   "Text.title { text-align: center; }", named: "a.css")
  /// let title = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.text, classes: ["title"]), below: nil)
  /// title.style.textAlignment == .center  // true
  /// ```
  public var textAlignment: TextAlignment?

  /// The color of tinted content.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".chart { tint-color: red; }", named: "a.css")
  /// let chart = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.view, classes: ["chart"]), below: nil)
  /// chart.style.tintColor == .red  // true
  /// ```
  public var tintColor: Color?

  /// Whether the element is hidden.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(".debug { is-hidden: true; }", named: "a.css")
  /// let debug = ElementResolver(sheet: sheet.stylesheet)
  ///   .resolve(Element(.view, classes: ["debug"]), below: nil)
  /// debug.style.isHidden  // true
  /// ```
  public var isHidden: Bool?

  /// A style that sets nothing.
  ///
  /// ```swift
  /// ElementStyle().isEmpty  // true
  /// ```
  public init() {}

  /// Whether no value is set.
  ///
  /// ```swift
  /// ElementStyle().isEmpty  // true
  /// ```
  public var isEmpty: Bool { self == ElementStyle() }
}
