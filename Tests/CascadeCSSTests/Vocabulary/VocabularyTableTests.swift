import CascadeViews
import Foundation
import Testing

/// The article's table of the standard vocabulary is made from the vocabulary, so that the
/// two cannot drift: this test fails, printing the table to paste, when they differ. With
/// `CASCADE_WRITE_VOCABULARY_TABLE=1` it writes the table into the article instead.
@Suite struct VocabularyTableTests {
  static let article = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Documentation/CascadeCSS.docc/Articles/StylesheetsFromText.md")
  static let start = "<!-- vocabulary-table -->\n"
  static let end = "<!-- /vocabulary-table -->"

  @Test func articleTableIsTheStandardVocabulary() throws {
    let text = try String(contentsOf: Self.article, encoding: .utf8)
    let startRange = try #require(text.range(of: Self.start))
    let endRange = try #require(text.range(of: Self.end))
    let current = String(text[startRange.upperBound..<endRange.lowerBound])
    let table = Self.table(of: .standard)
    if current != table,
      ProcessInfo.processInfo.environment["CASCADE_WRITE_VOCABULARY_TABLE"] == "1"
    {
      let updated = text.replacingCharacters(
        in: startRange.upperBound..<endRange.lowerBound, with: table)
      try updated.write(to: Self.article, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      current == table,
      """
      The vocabulary table in StylesheetsFromText.md is not the standard vocabulary's. \
      Run `CASCADE_WRITE_VOCABULARY_TABLE=1 swift test --filter VocabularyTableTests`, or \
      put this between the markers:
      \(table)
      """)
  }

  @Test func tableListsEveryRegistration() {
    let table = Self.table(of: .standard)
    let vocabulary = StyleVocabulary.standard
    for property in vocabulary.registeredProperties {
      #expect(table.contains("| `\(property.name)` | `\(property.rootType)` |"))
    }
    for token in vocabulary.registeredTokens { #expect(table.contains("`--\(token.name)`")) }
    for feature in vocabulary.registeredFeatures { #expect(table.contains("`\(feature.name)`")) }
  }

  /// The Markdown of the vocabulary: its properties, its tokens and its media features.
  static func table(of vocabulary: StyleVocabulary) -> String {
    var lines = ["| Property | On | Value | Sets |", "| --- | --- | --- | --- |"]
    for property in vocabulary.registeredProperties {
      let sets = property.setter.hasPrefix("\\") ? "`\(property.setter)`" : property.setter
      lines.append(
        "| `\(property.name)` | `\(property.rootType)` | `\(swiftName(property.valueType))` "
          + "| \(sets) |")
    }
    lines += ["", "| Token | Value |", "| --- | --- |"]
    for token in vocabulary.registeredTokens {
      lines.append("| `--\(token.name)` | `\(swiftName(token.valueType))` |")
    }
    lines += ["", "| Media feature | Value | Forms |", "| --- | --- | --- |"]
    for feature in vocabulary.registeredFeatures {
      let forms =
        feature.isRange
        ? "`(\(feature.name): …)`, `(min-\(feature.name): …)`, `(max-\(feature.name): …)`"
        : "`(\(feature.name): …)`"
      lines.append("| `\(feature.name)` | `\(swiftName(feature.valueType))` | \(forms) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `Optional<Color>` as `Color?`.
  static func swiftName(_ type: String) -> String {
    guard type.hasPrefix("Optional<"), type.hasSuffix(">") else { return type }
    return String(type.dropFirst("Optional<".count).dropLast()) + "?"
  }
}
