import CascadeViews

/// The values the workloads write: two sets, so that alternate runs change every property.
struct Palette: Sendable {
  let text: String
  let font: Font
  let textColor: Color
  let alignment: TextAlignment
  let lines: Int
  let alpha: Double
  let cornerRadius: Double
  let background: Color

  static let first = Palette(
    text: "Ada", font: .headline, textColor: .black, alignment: .center, lines: 2,
    alpha: 0.9, cornerRadius: 8, background: .white)
  static let second = Palette(
    text: "Grace", font: .body, textColor: .gray, alignment: .left, lines: 3, alpha: 0.8,
    cornerRadius: 4, background: .orange)
}

/// The eight-property workload written four ways: by hand, as closures, with named
/// modifiers, and with key-path setters in a block.
enum Styling {
  /// The baseline: plain property assignments.
  @inline(never)
  static func byHand(_ labels: [Label], _ palette: Palette) {
    for label in labels { assign(palette, to: label) }
  }

  /// The eight assignments every hand-written baseline makes to a label.
  @inline(__always)
  static func assign(_ palette: Palette, to label: Label) {
    label.text = palette.text
    label.font = palette.font
    label.textColor = palette.textColor
    label.textAlignment = palette.alignment
    label.numberOfLines = palette.lines
    label.alpha = palette.alpha
    label.cornerRadius = palette.cornerRadius
    label.backgroundColor = palette.background
  }

  /// The classic approach: a style is an array of `(Label) -> Void` functions. Not inlined,
  /// so that a workload that builds and counts them builds them.
  @inline(never)
  static func closures(_ palette: Palette) -> [(Label) -> Void] {
    [
      { $0.text = palette.text }, { $0.font = palette.font },
      { $0.textColor = palette.textColor }, { $0.textAlignment = palette.alignment },
      { $0.numberOfLines = palette.lines }, { $0.alpha = palette.alpha },
      { $0.cornerRadius = palette.cornerRadius }, { $0.backgroundColor = palette.background },
    ]
  }

  /// The style built with named modifiers, one call per property.
  @inline(never)
  static func modifiers(_ palette: Palette) -> Style<Label> {
    Style<Label>()
      .text(palette.text).font(palette.font).textColor(palette.textColor)
      .textAlignment(palette.alignment).numberOfLines(palette.lines).alpha(palette.alpha)
      .cornerRadius(palette.cornerRadius).backgroundColor(palette.background)
  }

  /// The style built from a block of key-path setters.
  @inline(never)
  static func block(_ palette: Palette) -> Style<Label> {
    Style<Label> {
      Setter(\.text, palette.text)
      Setter(\.font, palette.font)
      Setter(\.textColor, palette.textColor)
      Setter(\.textAlignment, palette.alignment)
      Setter(\.numberOfLines, palette.lines)
      Setter(\.alpha, palette.alpha)
      Setter(\.cornerRadius, palette.cornerRadius)
      Setter(\.backgroundColor, palette.background)
    }
  }

  /// A stylesheet of one rule for every label, whose style is built from the block.
  @inline(never)
  static func sheet(_ palette: Palette) -> Stylesheet {
    Stylesheet("Labels") { Rule(Label.self) { Styling.block(palette) } }
  }

  /// The baseline for a tree: walks it through its subviews and assigns the eight
  /// properties to each label, as code styling a screen by hand does.
  @inline(never)
  static func byHand(tree view: View, _ palette: Palette) {
    if let label = view as? Label { assign(palette, to: label) }
    for subview in view.subviews { byHand(tree: subview, palette) }
  }

  /// Eight properties again, four of them from tokens and one from the color scheme.
  static let themed = Style<Label> {
    Setter(\.text, "Ada")
    Setter(\.font, .headline)
    Setter(\.textColor, .token(.primaryText))
    Setter(\.backgroundColor, .token(.secondaryBackground))
    Setter(\.tintColor, .token(.accent))
    Setter(\.cornerRadius, .token(.cardCornerRadius))
    Setter(\.alpha, .light(1, dark: 0.9))
    Setter(\.numberOfLines, 2)
  }

  /// The properties of ``themed`` whose values differ between light and dark.
  static let themedPropertiesThatDifferInDark = 4

  /// Applies an array of closures to each label.
  @inline(never)
  static func apply(_ functions: [(Label) -> Void], to labels: [Label]) {
    for label in labels {
      for function in functions { function(label) }
    }
  }

  /// Applies a style to each label.
  @inline(never)
  static func apply(_ style: Style<Label>, to labels: [Label]) {
    for label in labels { style.apply(to: label) }
  }

  /// Applies a stylesheet to each view as a root of its own.
  @inline(never)
  static func apply(_ sheet: Stylesheet, toEach roots: [View]) {
    for root in roots { try? sheet.apply(to: root) }
  }
}

/// `count` new labels with UIKit's default values.
func makeLabels(_ count: Int) -> [Label] {
  (0..<count).map { _ in Label() }
}

/// A root view with `count` new labels as its subviews.
func makeLabelTree(_ count: Int) -> View {
  let root = View()
  for _ in 0..<count { root.addSubview(Label()) }
  return root
}

/// How many views of two trees, taken in the same order, differ in a property the
/// workloads set or in the properties whose value changed; views one tree has and the other
/// lacks count too.
func differingViews(_ tree: View, _ other: View) -> Int {
  let (views, others) = (tree.viewsInTree, other.viewsInTree)
  let differing = zip(views, others).filter { !haveSameStyling($0, $1) }.count
  return differing + abs(views.count - others.count)
}

/// Whether two views hold the same values of the properties the workloads set, and
/// changed the same properties.
private func haveSameStyling(_ view: View, _ other: View) -> Bool {
  guard type(of: view) == type(of: other),
    view.alpha == other.alpha, view.backgroundColor == other.backgroundColor,
    view.cornerRadius == other.cornerRadius, view.tintColor == other.tintColor,
    Set(view.changedProperties) == Set(other.changedProperties)
  else { return false }
  guard let label = view as? Label, let otherLabel = other as? Label else { return true }
  return label.text == otherLabel.text && label.font == otherLabel.font
    && label.textColor == otherLabel.textColor
    && label.textAlignment == otherLabel.textAlignment
    && label.numberOfLines == otherLabel.numberOfLines
}
