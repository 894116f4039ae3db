import CascadePreview
import CascadeViews
import Foundation

/// One view's element in a rendered page, read back from the HTML: its attributes
/// (unescaped), its inline CSS as a dictionary, and the text right after its opening tag.
struct RenderedElement {
  let attributes: [String: String]
  let text: String

  /// The declarations of the `style` attribute as a browser splits them: a `;` inside a
  /// quoted CSS string does not end a declaration.
  var css: [String: String] {
    var declarations: [String: String] = [:]
    for declaration in Self.declarations(in: attributes["style"] ?? "") {
      guard let colon = declaration.firstIndex(of: ":") else { continue }
      let value = declaration[declaration.index(after: colon)...].drop { $0 == " " }
      let name = declaration[..<colon].drop { $0 == " " }
      declarations[String(name)] = String(value)
    }
    return declarations
  }

  private static func declarations(in style: String) -> [String] {
    var result = [""]
    var quote: Character?
    var isEscaped = false
    for character in style {
      if isEscaped {
        isEscaped = false
      } else if character == "\\" {
        isEscaped = true
      } else if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == ";" {
        result.append("")
        continue
      }
      result[result.count - 1].append(character)
    }
    return result
  }

  /// The element of the view numbered `id` ("1-1" is the first rendering's root) in `html`.
  init?(id: String, in html: String) {
    guard let marker = html.range(of: "data-view-id=\"\(id)\""),
      let start = html[..<marker.lowerBound].range(of: "<div", options: .backwards),
      let end = html[marker.upperBound...].firstIndex(of: ">")
    else { return nil }
    attributes = Self.attributes(in: html[start.upperBound..<end])
    text = Self.unescaped(String(html[html.index(after: end)...].prefix { $0 != "<" }))
  }

  /// Renders `view` alone, and reads back the element of the view numbered `number` in it.
  static func render(
    _ view: View, number: Int = 1, category: ContentSizeCategory = .large
  ) -> RenderedElement? {
    let rendering = PreviewRendering(view, caption: "Test", contentSizeCategory: category)
    let html = PreviewPage(title: "Test", renderings: [rendering]).html
    return RenderedElement(id: "1-\(number)", in: html)
  }

  private static func attributes(in tag: Substring) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = tag[...]
    while let equals = rest.range(of: "=\"") {
      let name = rest[..<equals.lowerBound].trimmingPrefix(while: { $0 == " " })
      guard let close = rest[equals.upperBound...].firstIndex(of: "\"") else { break }
      attributes[String(name)] = unescaped(String(rest[equals.upperBound..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return attributes
  }

  static func unescaped(_ text: String) -> String {
    text.replacing("&lt;", with: "<").replacing("&gt;", with: ">")
      .replacing("&quot;", with: "\"").replacing("&#39;", with: "'").replacing("&amp;", with: "&")
  }
}

extension Substring {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    drop(while: predicate)
  }
}
