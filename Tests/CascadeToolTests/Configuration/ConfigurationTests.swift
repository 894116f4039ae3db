import CascadeCSS
import CascadeViews
import Foundation
import Testing

@testable import CascadeTool

@Suite struct ConfigurationTests {
  private static let configuration = """
    {
      "types": { "Card": "View", "Badge": "Label" },
      "properties": {
        "elevation": { "on": "Card", "keywords": ["flat", "raised"] },
        "badge-count": { "on": "Badge", "type": "Int" },
        "stripe-color": { "on": ["Card", "Badge"], "type": "Color?" }
      }
    }

    """

  @Test func lintKnowsTheDeclaredTypesAndPropertiesAndChecksTheirValues() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let configuration = try folder.write("cascade.json", Self.configuration)
    let good = try folder.write(
      "Good.css",
      """
      Card { elevation: raised; stripe-color: var(--accent); }
      Card > Badge { badge-count: 3; stripe-color: none; color: red; }

      """)
    let clean = folder.run("lint", configuration, good)
    #expect(clean.status == ToolExitStatus.success)
    #expect(clean.output.standardOutput.isEmpty)

    let bad = try folder.write(
      "Bad.css", "Card {\n  elevation: raisd;\n  badge-count: 2;\n}\n")
    let (status, output) = folder.run("lint", configuration, bad)
    #expect(status == ToolExitStatus.problemsFound)
    let lines: [String] = output.standardOutput.split(separator: "\n").map(String.init)
    let expected: String =
      "\(bad):2:14: error: invalid value for `elevation`: expected `flat` or `raised`, "
      + "found `raisd` [invalidValue]"
    #expect(lines.first == expected)
    #expect(lines.contains("\(bad):2:14: note: did you mean `raised`?"))
    // `badge-count` is a badge's, not a card's.
    #expect(lines.contains { $0.hasPrefix("\(bad):3:3: error: ") })
  }

  @Test func theArticlesConfigurationIsTheOneTheseTestsRead() throws {
    let article = try String(
      contentsOfFile: Fixtures.packageRoot
        + "/Documentation/CascadeCSS.docc/Articles/CheckingStylesAtBuildTime.md",
      encoding: .utf8)
    let section = try #require(article.range(of: "## Declare an app's own types"))
    let rest = article[section.upperBound...]
    let open = try #require(rest.range(of: "```json\n"))
    let close = try #require(rest[open.upperBound...].range(of: "```"))
    let sample = String(rest[open.upperBound..<close.lowerBound])
    #expect(sample == Self.configuration)
    let read = ToolConfiguration(parsing: sample, named: "cascade.json")
    #expect(read.problems.isEmpty)
    #expect(read.typeNames == ["Card", "Badge"])
    #expect(read.properties.map(\.name) == ["elevation", "badge-count", "stripe-color"])
  }

  @Test func theUIKitVocabularyKnowsUIKitsNamesAndNotSwiftUIs() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let configuration = try folder.write(
      "cascade.json",
      #"{ "vocabulary": "uikit", "types": { "Card": "UIView" }, "properties": { "#
        + #""elevation": { "on": "Card", "keywords": ["flat", "raised"] } } }"#)
    let good = try folder.write(
      "Good.css",
      """
      UISwitch { on-tint-color: var(--accent); is-enabled: false; }
      UIButton { image-tint-color: none; }
      Card > UILabel { color: red; }
      Card { elevation: raised; }

      """)
    let clean = folder.run("lint", configuration, good)
    #expect(clean.status == .success, "\(clean.output.standardOutput)")

    let swiftUI = try folder.write("SwiftUI.css", "Text { color: red; }\n")
    let standard = folder.run("lint", swiftUI)
    #expect(standard.status == .success)
    let uiKit = folder.run("lint", configuration, swiftUI)
    #expect(uiKit.output.standardOutput.hasPrefix("\(swiftUI):1:1: error: unknown type `Text`"))

    let explained = folder.run("explain", good, configuration, "--element", "UISwitch").output
    #expect(explained.standardOutput.contains("from UISwitch (\(good):1:1)"))
    #expect(!explained.standardOutput.contains("Declared"))
  }

  @Test func anUnknownVocabularyIsAnErrorWithASuggestion() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let configuration = try folder.write("cascade.json", #"{ "vocabulary": "UIKit" }"#)
    let lines = folder.run("lint", configuration).output.standardOutput
      .split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(configuration):1:17: error: `vocabulary` is") == true)
    #expect(lines.contains("\(configuration):1:17: note: did you mean `uikit`?"))
  }

  @Test func withoutTheConfigurationTheAppsOwnNamesAreUnknown() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let sheet = try folder.write("Card.css", "Card { elevation: raised; }\n")
    let (status, output) = folder.run("lint", sheet)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.contains("\(sheet):1:1: error: unknown type `Card`"))
  }

  @Test func eachMistakeInTheConfigurationIsAnErrorAtItsPlace() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let configuration = try folder.write(
      "cascade.json",
      """
      {
        "type": {},
        "types": { "Card": "Veiw", "Label": "View" },
        "properties": {
          "Glow": { "on": "View", "type": "Int" },
          "glow": { "on": "Crad", "type": "Color" },
          "shine": { "on": "View", "type": "Colr" },
          "tint": { "on": "View" }
        }
      }

      """)
    let (status, output) = folder.run("lint", configuration)
    #expect(status == .problemsFound)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let expected = [
      ":2:3: error: unknown member `type`; a configuration has `vocabulary`, `types` and",
      ":2:3: note: did you mean `types`?",
      ":3:22: error: unknown base type `Veiw`",
      ":3:22: note: did you mean `View`?",
      ":3:30: error: `Label` is a standard type already",
      ":5:5: error: `Glow` is no property name: lowercase words joined by `-`",
      ":6:21: error: unknown type \"Crad\" in `on`",
      ":7:38: error: unknown value type \"Colr\"",
      ":7:38: note: did you mean `Color`?",
      ":8:5: error: `tint` needs one of `type` and `keywords`",
    ]
    #expect(lines.count == expected.count)
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(configuration + start), "\(line)")
    }
    #expect(
      lines.allSatisfy { !$0.contains(": error: ") || $0.hasSuffix("[invalidConfiguration]") })
  }

  @Test func aConfigurationThatIsNoJSONObjectIsOneError() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let broken = try folder.write("cascade.json", "{ \"types\": { \"Card\": \"View\" }\n")
    let (status, output) = folder.run("lint", broken)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.hasPrefix("\(broken):2:1: error: "))
    let list = try folder.write("Other/cascade.json", "[]")
    #expect(folder.run("lint", list).output.standardOutput.contains("is a JSON object"))
  }

  @Test func twoConfigurationsAreAMisuse() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let one = try folder.write("cascade.json", "{}")
    let two = try folder.write("Other/cascade.json", "{}")
    let (status, output) = folder.run("lint", one, two)
    #expect(status == .usageError)
    #expect(output.standardError.contains("give one `cascade.json`, not 2"))
  }

  @Test func explainBuildsADeclaredTypeThatItsOwnRulesAloneStyle() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let configuration = try folder.write("cascade.json", Self.configuration)
    let sheet = try folder.write(
      "Card.css",
      """
      Card { elevation: raised; opacity: 0.5; }
      Card > Label.title { color: red; }

      """)
    let (status, output) = folder.run(
      "explain", sheet, configuration, "--element", "Card > Label.title")
    #expect(status == .success)
    let text = output.standardOutput
    // The card's own rule does not style the label inside it, though both are views.
    #expect(!text.contains("elevation"))
    #expect(!text.contains("alpha"))
    #expect(text.contains("from Card > Label.title (\(sheet):2:1)"))
    #expect(!text.contains("Declared"))

    let card = folder.run("explain", sheet, configuration, "--element", "Card").output
    #expect(card.standardOutput.contains("elevation = raised"))
    #expect(card.standardOutput.contains("from Card (\(sheet):1:1)"))
  }

  /// Every value type a configuration may name checks a value as the app's own key-path
  /// property of that Swift type does: the same problems, at the same places, for values of
  /// every type read as each type.
  @Test func aDeclaredPropertyChecksValuesAsTheAppsOwnRegistrationDoes() throws {
    var declared = StyleVocabulary.standard
    var configuration = "{ \"types\": { \"Probe\": \"Label\" }, \"properties\": {"
    configuration += Probe.properties.map {
      "\"\($0.name)\": { \"on\": \"Probe\", \"type\": \"\($0.type)\" }"
    }
    .joined(separator: ", ")
    configuration += "} }"
    let read = ToolConfiguration(parsing: configuration, named: "cascade.json")
    #expect(read.problems.isEmpty)
    read.register(in: &declared)

    var app = StyleVocabulary.standard
    app.register(Probe.self)
    for property in Probe.properties { property.register(&app) }

    var compared = 0
    for property in Probe.properties {
      for value in Probe.values {
        let sheet = "Probe {\n  \(property.name): \(value);\n}\n"
        let ours = declared.diagnostics(of: sheet, named: "probe.css")
        let theirs = app.diagnostics(of: sheet, named: "probe.css")
        #expect(ours == theirs, "\(property.name): \(value)")
        compared += 1
      }
    }
    #expect(compared == Probe.properties.count * Probe.values.count)
  }
}

/// An app's own view type, with a property of each value type a configuration may name.
private final class Probe: Label {
  var color = CascadeViews.Color.red
  var optionalColor: CascadeViews.Color?
  var probeFont = CascadeViews.Font.body
  var double = 0.0
  var int = 0
  var bool = false
  var string = ""
  var insets = EdgeInsets.zero
  var probeShadow = Shadow.none
  var probeBorder = Border.none
  var probeAxis = Axis.vertical
  var probeContentMode = ContentMode.scaleToFill
  var probeLineBreakMode = LineBreakMode.byWordWrapping
  var probeTextAlignment = TextAlignment.natural
  var probeTintAdjustmentMode = TintAdjustmentMode.automatic

  /// Each property: its name in sheets, its type as the configuration names it, and how
  /// the app registers it.
  static let properties:
    [(name: String, type: String, register: @Sendable (inout StyleVocabulary) -> Void)] = [
      ("probe-color", "Color", { $0.register("probe-color", \Probe.color) }),
      (
        "probe-optional-color", "Color?",
        { $0.register("probe-optional-color", \Probe.optionalColor) }
      ),
      ("probe-font", "Font", { $0.register("probe-font", \Probe.probeFont) }),
      ("probe-double", "Double", { $0.register("probe-double", \Probe.double) }),
      ("probe-int", "Int", { $0.register("probe-int", \Probe.int) }),
      ("probe-bool", "Bool", { $0.register("probe-bool", \Probe.bool) }),
      ("probe-string", "String", { $0.register("probe-string", \Probe.string) }),
      ("probe-insets", "EdgeInsets", { $0.register("probe-insets", \Probe.insets) }),
      ("probe-shadow", "Shadow", { $0.register("probe-shadow", \Probe.probeShadow) }),
      ("probe-border", "Border", { $0.register("probe-border", \Probe.probeBorder) }),
      ("probe-axis", "Axis", { $0.register("probe-axis", \Probe.probeAxis) }),
      (
        "probe-content-mode", "ContentMode",
        { $0.register("probe-content-mode", \Probe.probeContentMode) }
      ),
      (
        "probe-line-break-mode", "LineBreakMode",
        { $0.register("probe-line-break-mode", \Probe.probeLineBreakMode) }
      ),
      (
        "probe-text-alignment", "TextAlignment",
        { $0.register("probe-text-alignment", \Probe.probeTextAlignment) }
      ),
      (
        "probe-tint-adjustment-mode", "TintAdjustmentMode",
        { $0.register("probe-tint-adjustment-mode", \Probe.probeTintAdjustmentMode) }
      ),
    ]

  /// Values of every type, right and wrong, with tokens.
  static let values = [
    "red", "#12345", "rgb(1 2 3 / 50%)", "none", "bold title2", "headline", "12px", "1.5",
    "3", "-2", "true", "ture", "\"Hi\"", "'x", "4px 8px", "1px 2px 3px 4px 5px",
    "0 2px 4px rgba(0, 0, 0, 0.2)", "1px solid #333", "var(--accent)", "var(--missing, 2)",
    "var(--corner-radius)", "", "vertical", "center", "scale-aspect-fit", "word-wrap", "dimmed",
  ]
}
