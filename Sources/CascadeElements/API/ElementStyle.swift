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
  public var foregroundColor: Color?
  /// The font of text.
  public var font: Font?
  /// The fill behind the element; a button's background color in its state, else its own.
  public var backgroundColor: Color?
  /// The radius of the rounded corners, in points.
  public var cornerRadius: Double?
  /// The border drawn around the element.
  public var border: Border?
  /// The shadow the element casts.
  public var shadow: Shadow?
  /// The element's opacity, from 0 to 1.
  public var opacity: Double?
  /// The space between the element's edges and its content.
  public var padding: EdgeInsets?
  /// The most lines text may take; 0 means no limit.
  public var numberOfLines: Int?
  /// How text lines up horizontally.
  public var textAlignment: TextAlignment?
  /// The color of tinted content.
  public var tintColor: Color?
  /// Whether the element is hidden.
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
