import CascadeViews

/// Writes one rendering's tree: an element per view, numbered in depth-first order, with
/// its visual properties as inline CSS and the rest in its `title`.
struct ViewRenderer {
  let rendering: PreviewRendering
  let number: Int
  private var count = 0

  init(rendering: PreviewRendering, number: Int) {
    self.rendering = rendering
    self.number = number
  }

  mutating func write(_ view: View, in parent: View?, to writer: inout HTMLWriter) {
    count += 1
    let kind = ViewKind(of: view)
    var declarations = ViewCSS.declarations(for: view, kind: kind, in: rendering)
    if let stack = parent as? StackView {
      ViewCSS.addPlacement(of: view, in: stack, to: &declarations)
    }
    writer.open("div", attributes(of: view, kind: kind, style: declarations))
    let content = ViewContent(view: view, kind: kind)
    content.write(to: &writer)
    for child in view.subviews {
      write(child, in: view, to: &writer)
    }
    writer.close("div", onNewLine: !view.subviews.isEmpty || content.isBlock)
  }

  private func attributes(
    of view: View, kind: ViewKind, style: CSSDeclarations
  ) -> [(StaticString, String)] {
    let subclass = ViewKind.subclassName(of: view)
    let properties = ViewProperties.nonVisual(of: view, kind: kind)
    let heading = subclass.map { "\($0) (drawn as \(kind.rawValue))" } ?? kind.rawValue
    var attributes: [(StaticString, String)] = [
      (
        "class",
        kind == .view ? "cascade-view" : "cascade-view cascade-\(kind.rawValue.lowercased())"
      ),
      ("data-view-id", "\(number)-\(count)"),
      ("data-view-type", kind.rawValue),
      ("style", style.text),
      ("title", ([heading] + properties).joined(separator: "\n")),
    ]
    if let subclass { attributes.append(("data-subclass", subclass)) }
    if !view.styleClasses.isEmpty {
      attributes.append(("data-style-classes", view.styleClasses.sorted().joined(separator: " ")))
    }
    return attributes
  }
}
