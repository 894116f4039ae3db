// Each substitute view class builds its ``PropertyNaming`` table from `Self.self`, so the
// table is keyed by key paths rooted at its dynamic type: `\Badge.alpha` for an app's
// `Badge: Label`, not `\View.alpha`. (Opening `self` as an existential instead let the
// optimizer take the static class for the dynamic one, and root a subclass's inherited
// properties at the superclass in release builds.)

/// The property names of each substitute view class, for ``PropertyNaming``; the names
/// are the ones change accounting records.
enum PropertyNames {
  static func view<T: View>(_: T.Type) -> [AnyKeyPath: String] {
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

  static func label<T: Label>(_: T.Type) -> [AnyKeyPath: String] {
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

  static func button<T: Button>(_: T.Type) -> [AnyKeyPath: String] {
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

  static func textField<T: TextField>(_: T.Type) -> [AnyKeyPath: String] {
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

  static func imageView<T: ImageView>(_: T.Type) -> [AnyKeyPath: String] {
    [\T.imageName: "imageName"]
  }

  static func stackView<T: StackView>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.axis: "axis",
      \T.spacing: "spacing",
      \T.alignment: "alignment",
      \T.distribution: "distribution",
    ]
  }
}
