#if canImport(UIKit) && !os(watchOS)
  import CascadeUIKit
  import Foundation
  import Testing

  /// The UIKit vocabulary has every property of the substitutes' vocabulary, but for the
  /// exceptions that "Coming from UIKit" lists with their reasons: the list is read from the
  /// article, so that the documentation and the vocabulary cannot drift apart.
  @MainActor
  @Suite struct VocabularyParityTests {
    /// One row of the article's table of exceptions.
    struct Exception: Hashable {
      let name: String
      let type: String
      let platforms: Set<String>
      let reason: String
    }

    static let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Documentation/Cascade.docc/Articles/ComingFromUIKit.md")

    /// The substitute types, by the UIKit class that has their properties.
    private static let uiKitTypes = [
      "View": "UIView", "Label": "UILabel", "Button": "UIButton", "TextField": "UITextField",
      "ImageView": "UIImageView", "StackView": "UIStackView",
    ]

    /// The platform the tests run for, as the article's table names it.
    private static var platform: String {
      #if os(tvOS)
        "tvOS"
      #elseif os(visionOS)
        "visionOS"
      #else
        "iOS"
      #endif
    }

    @Test func uiKitLacksOnlyTheDocumentedExceptions() throws {
      let uiKit = Set(
        StyleVocabulary.uiKit.registeredProperties.map { "\($0.rootType).\($0.name)" })
      let lacking = Set(
        StyleVocabulary.standard.registeredProperties
          .filter { !Self.has(uiKit, $0.name, for: $0.rootType) }
          .map { "\($0.rootType).\($0.name)" })
      let excepted = Set(
        try Self.exceptions().filter { $0.platforms.contains(Self.platform) }
          .map { "\($0.type).\($0.name)" })
      #expect(
        lacking.subtracting(excepted).isEmpty,
        "StyleVocabulary.uiKit lacks properties that ComingFromUIKit.md does not excuse")
      #expect(
        excepted.subtracting(lacking).isEmpty,
        "ComingFromUIKit.md excuses properties that StyleVocabulary.uiKit has")
    }

    @Test func everyExceptionSaysWhy() throws {
      let exceptions = try Self.exceptions()
      #expect(!exceptions.isEmpty)
      for exception in exceptions {
        #expect(!exception.platforms.isEmpty && exception.reason.count > 20, "\(exception)")
      }
    }

    /// Whether the UIKit vocabulary has a property of a substitute type: on the UIKit class
    /// it stands for, or, for a button's states, on `UIControl`.
    private static func has(_ uiKit: Set<String>, _ name: String, for type: String) -> Bool {
      let uiType = uiKitTypes[type] ?? "?"
      return uiKit.contains("\(uiType).\(name)")
        || (type == "Button" && uiKit.contains("UIControl.\(name)"))
    }

    /// The rows of the article's table of exceptions.
    static func exceptions() throws -> [Exception] {
      let text = try String(contentsOf: article, encoding: .utf8)
      let start = try #require(text.range(of: "<!-- uikit-vocabulary-exceptions -->\n"))
      let end = try #require(text.range(of: "<!-- /uikit-vocabulary-exceptions -->"))
      let rows = text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2)
      return try rows.map { row in
        let cells = row.split(separator: "|").map {
          $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "`")))
        }
        try #require(cells.count == 4, "\(row)")
        let platforms = cells[2].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        return Exception(
          name: cells[0], type: cells[1], platforms: Set(platforms), reason: cells[3])
      }
    }
  }
#endif
