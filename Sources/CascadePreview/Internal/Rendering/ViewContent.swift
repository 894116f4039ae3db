import CascadeViews

/// What a view shows inside its element besides its subviews: a label's text, a button's
/// title, a text field's text or placeholder, an image view's name and content mode.
struct ViewContent {
  let view: View
  let kind: ViewKind

  /// Whether the content is elements of its own, each on a line, rather than bare text.
  var isBlock: Bool { kind == .imageView }

  func write(to writer: inout HTMLWriter) {
    switch kind {
    case .label: writer.text((view as? Label)?.text ?? "")
    case .button: writer.text((view as? Button)?.currentTitle ?? "")
    case .textField: writer.text(fieldText(view as? TextField))
    case .imageView: writeImage(view as? ImageView, to: &writer)
    case .view, .stackView: break
    }
  }

  /// A secure field shows a bullet for each character, as the real one does.
  private func fieldText(_ field: TextField?) -> String {
    guard let field else { return "" }
    guard let text = field.text, !text.isEmpty else { return field.placeholder ?? "" }
    return field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  private func writeImage(_ image: ImageView?, to writer: inout HTMLWriter) {
    guard let image else { return }
    writer.element("span", [("class", "cascade-image-name")], text: image.imageName ?? "no image")
    writer.element(
      "span", [("class", "cascade-content-mode")], text: "\(image.contentMode)")
  }
}
