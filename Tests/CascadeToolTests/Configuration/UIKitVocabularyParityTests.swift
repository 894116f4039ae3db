#if canImport(UIKit) && !os(watchOS)
  import CascadeCSS
  import CascadeUIKit
  import CascadeViews
  import Testing

  @testable import CascadeTool

  /// The tool's UIKit vocabulary, data it keeps because a Mac cannot build CascadeUIKit,
  /// against `StyleVocabulary.uiKit` itself: every property name either knows, on every type
  /// either knows, with values of every kind, reads with the same problems at the same
  /// places, or none.
  @MainActor
  @Suite struct UIKitVocabularyParityTests {
    private static let values = [
      "red", "none", "2", "12px", "true", "center", "\"Hi\"", "bold title2", "var(--accent)",
      "1px solid #333", "4px 8px", "rounded-rect",
    ]

    /// What a diagnostic says, but for its notes' words.
    private static func outcome(_ diagnostic: TextDiagnostic) -> String {
      "\(diagnostic.range) \(diagnostic.severity) \(diagnostic.code) \(diagnostic.message) "
        + "\(diagnostic.suggestion ?? "-") \(diagnostic.notes.count)"
    }

    @Test func theToolChecksEveryPropertyAsUIKitsVocabularyDoes() {
      let configuration = ToolConfiguration(
        parsing: #"{ "vocabulary": "uikit" }"#, named: "cascade.json")
      #expect(configuration.problems.isEmpty)
      var tool = StyleVocabulary.standard
      configuration.register(in: &tool)
      let uiKit = StyleVocabulary.uiKit
      #expect(tool.registeredTypes == uiKit.registeredTypes)
      let names = Set(
        (uiKit.registeredProperties + tool.registeredProperties).map(\.name)
      ).sorted()
      var compared = 0
      for type in uiKit.registeredTypes {
        for name in names {
          for value in Self.values {
            let sheet = "\(type) { \(name): \(value); }"
            let ours = tool.diagnostics(of: sheet, named: "a.css")
            let theirs = uiKit.diagnostics(of: sheet, named: "a.css")
            // The notes name the types a property applies to, in each vocabulary's words
            // (`Label` or `UILabel`): wording, which the comparison leaves out.
            #expect(ours.map(Self.outcome) == theirs.map(Self.outcome), "\(sheet)")
            compared += 1
          }
        }
      }
      #expect(compared > 5_000)
    }
  }
#endif
