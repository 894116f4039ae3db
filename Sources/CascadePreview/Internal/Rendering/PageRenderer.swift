import CascadeViews

/// Writes a whole page: the document's head with its fixed style sheet, then each rendering
/// as a captioned figure.
struct PageRenderer {
  let page: PreviewPage

  func write(to writer: inout HTMLWriter) {
    writer.markup("<!DOCTYPE html>")
    writer.open("html", [("lang", "en")])
    writeHead(to: &writer)
    writer.open("body")
    writer.element("h1", [("class", "cascade-title")], text: page.title)
    writer.open("main", [("class", "cascade-page")])
    for (index, rendering) in page.renderings.enumerated() {
      write(rendering, number: index + 1, to: &writer)
    }
    writer.close("main")
    writer.close("body")
    writer.close("html")
    writer.finish()
  }

  private func writeHead(to writer: inout HTMLWriter) {
    writer.open("head")
    writer.markup("<meta charset=\"utf-8\">")
    // The page may load nothing and run nothing: only its own inline CSS applies.
    writer.markup(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">"
    )
    writer.markup("<meta name=\"generator\" content=\"CascadePreview\">")
    writer.element("title", text: page.title)
    writer.open("style")
    PageStyle.rules.forEach { writer.markup($0) }
    writer.close("style")
    writer.close("head")
  }

  private func write(_ rendering: PreviewRendering, number: Int, to writer: inout HTMLWriter) {
    let backdrop = rendering.colorScheme == .dark ? Color.black : Color.white
    let ink = rendering.colorScheme == .dark ? Color.white : Color.black
    writer.open(
      "figure",
      [
        ("class", "cascade-rendering"),
        ("data-rendering", String(number)),
        ("data-color-scheme", rendering.colorScheme == .dark ? "dark" : "light"),
        ("data-content-size-category", "\(rendering.contentSizeCategory)"),
        (
          "style",
          "width: \(CSSText.pixels(rendering.width)); background-color: \(CSSText.color(backdrop));"
            + " color: \(CSSText.color(ink))"
        ),
      ])
    var renderer = ViewRenderer(rendering: rendering, number: number)
    renderer.write(rendering.view, in: nil, to: &writer)
    writer.element("figcaption", [("class", "cascade-caption")], text: rendering.caption)
    writer.close("figure")
  }
}
