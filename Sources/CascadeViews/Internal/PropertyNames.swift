// Each substitute view class opens its dynamic type through one of these protocols, so its
// ``PropertyNaming`` table is keyed by key paths rooted at that type: `\Badge.alpha` for an
// app's `Badge: Label`, not `\View.alpha`.

/// Opens a view's dynamic type.
protocol ViewKind: View {}
extension View: ViewKind {}

/// Opens a label's dynamic type.
protocol LabelKind: Label {}
extension Label: LabelKind {}

/// Opens a button's dynamic type.
protocol ButtonKind: Button {}
extension Button: ButtonKind {}

/// Opens a text field's dynamic type.
protocol TextFieldKind: TextField {}
extension TextField: TextFieldKind {}

/// Opens an image view's dynamic type.
protocol ImageViewKind: ImageView {}
extension ImageView: ImageViewKind {}

/// Opens a stack view's dynamic type.
protocol StackViewKind: StackView {}
extension StackView: StackViewKind {}

/// The property names of each substitute view class, for ``PropertyNaming``; the names
/// are the ones change accounting records.
enum PropertyNames {
  static func view<T: ViewKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.isUserInteractionEnabled: "isUserInteractionEnabled",
      \T.translatesAutoresizingMaskIntoConstraints: "translatesAutoresizingMaskIntoConstraints",
      \T.backgroundColor: "backgroundColor",
      \T.tintColor: "tintColor",
      \T.tintAdjustmentMode: "tintAdjustmentMode",
      \T.isMultipleTouchEnabled: "isMultipleTouchEnabled",
      \T.isExclusiveTouch: "isExclusiveTouch",
      \T.clipsToBounds: "clipsToBounds",
      \T.alpha: "alpha",
      \T.isOpaque: "isOpaque",
      \T.clearsContextBeforeDrawing: "clearsContextBeforeDrawing",
      \T.isHidden: "isHidden",
      \T.contentMode: "contentMode",
      \T.cornerRadius: "cornerRadius",
      \T.border: "border",
      \T.shadow: "shadow",
      \T.layoutMargins: "layoutMargins",
    ]
  }

  static func label<T: LabelKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.text: "text",
      \T.font: "font",
      \T.textColor: "textColor",
      \T.textAlignment: "textAlignment",
      \T.numberOfLines: "numberOfLines",
      \T.lineBreakMode: "lineBreakMode",
      \T.adjustsFontForContentSizeCategory: "adjustsFontForContentSizeCategory",
    ]
  }

  static func button<T: ButtonKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.titles: "titles",
      \T.titleColors: "titleColors",
      \T.backgroundColors: "backgroundColors",
      \T.isEnabled: "isEnabled",
      \T.isHighlighted: "isHighlighted",
      \T.isSelected: "isSelected",
      \T.contentInsets: "contentInsets",
    ]
  }

  static func textField<T: TextFieldKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.text: "text",
      \T.placeholder: "placeholder",
      \T.placeholderColor: "placeholderColor",
      \T.font: "font",
      \T.textColor: "textColor",
      \T.borderStyle: "borderStyle",
      \T.isSecureTextEntry: "isSecureTextEntry",
    ]
  }

  static func imageView<T: ImageViewKind>(_: T.Type) -> [AnyKeyPath: String] {
    [\T.imageName: "imageName"]
  }

  static func stackView<T: StackViewKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.axis: "axis",
      \T.spacing: "spacing",
      \T.alignment: "alignment",
      \T.distribution: "distribution",
    ]
  }
}
