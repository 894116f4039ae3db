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

  /// Writes a view and everything below it, from a stack of its own: a tree can be deeper
  /// than the call stack.
  ///
  /// - Complexity: O(*n*) for *n* views, and output proportional to them (see
  ///   ``HTMLWriter``).
  mutating func write(_ root: View, in parent: View?, to writer: inout HTMLWriter) {
    enum Work {
      case open(View, parent: View?, arranged: Int?)
      case close(onNewLine: Bool)
    }
    var pending = [Work.open(root, parent: parent, arranged: Self.arranged(root, in: parent))]
    while let work = pending.popLast() {
      switch work {
      case .close(let onNewLine): writer.close("div", onNewLine: onNewLine)
      case .open(let view, let parent, let arranged):
        let isBlock = open(view, in: parent, arranged: arranged, to: &writer)
        pending.append(.close(onNewLine: !view.subviews.isEmpty || isBlock))
        // A stack's arranged subviews are looked up once for all its children, not searched
        // for each: a stack of n views would cost n² steps.
        let order = (view as? StackView).map(Self.arrangement(of:))
        pending += view.subviews.reversed().map { child in
          .open(child, parent: view, arranged: order?[ObjectIdentifier(child)])
        }
      }
    }
  }

  /// Each arranged subview of a stack, by identity, with its place among them.
  private static func arrangement(of stack: StackView) -> [ObjectIdentifier: Int] {
    Dictionary(
      stack.arrangedSubviews.enumerated().map { (ObjectIdentifier($1), $0) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The place of a view among the arranged subviews of its parent, if that is a stack.
  private static func arranged(_ view: View, in parent: View?) -> Int? {
    (parent as? StackView)?.arrangedSubviews.firstIndex { $0 === view }
  }

  /// Opens a view's element and writes its content; whether the content is a block.
  private mutating func open(
    _ view: View, in parent: View?, arranged: Int?, to writer: inout HTMLWriter
  ) -> Bool {
    count += 1
    let kind = ViewKind(of: view)
    var declarations = ViewCSS.declarations(for: view, kind: kind, in: rendering)
    if let stack = parent as? StackView {
      ViewCSS.addPlacement(at: arranged, in: stack, to: &declarations)
    }
    writer.open("div", attributes(of: view, kind: kind, style: declarations))
    let content = ViewContent(view: view, kind: kind)
    content.write(to: &writer)
    return content.isBlock
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
