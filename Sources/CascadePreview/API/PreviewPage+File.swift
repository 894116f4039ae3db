// Foundation only to write the page to a file; the rendering itself needs nothing from it.
import Foundation

extension PreviewPage {
  /// Writes the page's HTML to a file, as UTF-8, creating the folders it needs.
  ///
  /// ```swift
  /// let page = PreviewPage(title: "Card", renderings: [PreviewRendering(view, caption: "Light")])
  /// try page.write(toFile: ".build/preview/Card.html")
  /// ```
  ///
  /// - Parameter path: Where to write the page.
  /// - Throws: The error of creating the folder or writing the file.
  public func write(toFile path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(html.utf8).write(to: url, options: .atomic)
  }
}
