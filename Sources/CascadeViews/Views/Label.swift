/// A substitute for UIKit's `UILabel`: a view that shows text.
///
/// ```swift
/// let name = Label()
/// name.style(Style<Label>().text("Ada Lovelace").numberOfLines(1))
/// ```
open class Label: View {
  /// The text shown.
  public var text = ""
  /// The color of the text.
  public var textColor: Color = .black
  /// The most lines the text may take; 0 means no limit.
  public var numberOfLines = 1

  /// Creates an empty label with UIKit's default property values.
  ///
  /// ```swift
  /// let label = Label()
  /// ```
  public override init() {}

  /// The names of the properties a style sets, the label's own and those it inherits.
  open override class var propertyNames: [AnyKeyPath: String] {
    let kind: any LabelKind.Type = self
    return super.propertyNames.merging(PropertyNames.label(kind)) { _, own in own }
  }
}
