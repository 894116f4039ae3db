/// A standalone HTML page that draws one or more styled view trees side by side, each with
/// a caption.
///
/// The page's CSS is inline and it has no scripts and loads nothing, so any browser shows it
/// from a file. Every property a style sets that has a visual meaning becomes CSS on the
/// view's element; the others are listed in the element's `title`, so hovering a view shows
/// them. The same trees give byte-identical HTML, so a rendered page is a snapshot to commit
/// and review as a diff.
///
/// ```swift
/// let name = Label()
/// name.text = "Ada Lovelace"
/// let page = PreviewPage(title: "Name", renderings: [PreviewRendering(name, caption: "Light")])
/// let html = page.html
/// ```
public struct PreviewPage {
  /// The page's title, shown in the browser's tab and as the page's heading.
  ///
  /// ```swift
  /// print(PreviewPage(title: "Card", renderings: []).title)  // Card
  /// ```
  public var title: String

  /// The renderings, drawn side by side in this order.
  ///
  /// ```swift
  /// var page = PreviewPage(title: "Card", renderings: [])
  /// page.renderings.append(PreviewRendering(view, caption: "Light"))
  /// ```
  public var renderings: [PreviewRendering]

  /// A page of renderings.
  ///
  /// ```swift
  /// let page = PreviewPage(
  ///   title: "Label", renderings: [
  ///     PreviewRendering(label, caption: "Light"),
  ///     PreviewRendering(label, caption: "AX XXXL", contentSizeCategory: .accessibilityExtraExtraExtraLarge),
  ///   ])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The page's title.
  ///   - renderings: The renderings, drawn side by side in this order.
  public init(title: String, renderings: [PreviewRendering]) {
    self.title = title
    self.renderings = renderings
  }

  /// The page as an HTML document, made from the trees as they are now.
  ///
  /// Each view becomes one element carrying `data-view-id="R-N"`: the rendering's number
  /// `R` from 1, and the view's number `N` from 1 in depth-first order, parent before
  /// children. Every string from a view is HTML-escaped.
  ///
  /// ```swift
  /// label.text = "</div><script>"
  /// let html = PreviewPage(title: "Escaped", renderings: [PreviewRendering(label, caption: "")]).html
  /// print(html.contains("&lt;/div&gt;&lt;script&gt;"))  // true
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* views in all the trees.
  public var html: String {
    var writer = HTMLWriter()
    PageRenderer(page: self).write(to: &writer)
    return writer.output
  }
}
