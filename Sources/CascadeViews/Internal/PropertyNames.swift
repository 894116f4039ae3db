/// Opens a view's dynamic type, so its names are keyed by key paths rooted at that type.
protocol ViewKind: View {}
extension View: ViewKind {}

/// Opens a label's dynamic type; see ``ViewKind``.
protocol LabelKind: Label {}
extension Label: LabelKind {}

/// The property names of each substitute view class, for ``PropertyNaming``.
enum PropertyNames {
  static func view<T: ViewKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.backgroundColor: "backgroundColor",
      \T.alpha: "alpha",
      \T.isHidden: "isHidden",
      \T.cornerRadius: "cornerRadius",
    ]
  }

  static func label<T: LabelKind>(_: T.Type) -> [AnyKeyPath: String] {
    [
      \T.text: "text",
      \T.textColor: "textColor",
      \T.numberOfLines: "numberOfLines",
    ]
  }
}
