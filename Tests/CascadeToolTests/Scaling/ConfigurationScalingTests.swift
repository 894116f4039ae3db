import Cascade
import CascadeCSS
import CascadeViews
import Scaling
import Testing

@testable import CascadeTool

@Suite struct ConfigurationScalingTests {
  /// A configuration of `count` types, each with a keyword property and a color one, and a
  /// sheet of a rule for each type that sets both, every tenth value misspelt.
  private static func files(_ count: Int) -> (configuration: String, sheet: String) {
    let types = (0..<count).map { #""Card\#($0)": "View""# }
    let properties = (0..<count).map {
      #""elevation-\#($0)": { "on": "Card\#($0)", "keywords": ["flat", "raised"] }, "#
        + #""stripe-\#($0)": { "on": ["Card\#($0)", "Label"], "type": "Color?" }"#
    }
    let configuration =
      #"{ "types": { "# + types.joined(separator: ", ") + #" }, "properties": { "#
      + properties.joined(separator: ", ") + " } }"
    let sheet = (0..<count).map {
      "Card\($0) { elevation-\($0): \($0 % 10 == 0 ? "raisd" : "raised"); stripe-\($0): red; }"
    }
    return (configuration, sheet.joined(separator: "\n"))
  }

  @Test func readingAConfigurationAndLintingWithItTakeStepsAndBytesLinearInThem() {
    let growth = Growth(from: 200) { n in
      let (configuration, sheet) = Self.files(n)
      return WorkCounter.steps {
        let read = ToolConfiguration(parsing: configuration, named: "cascade.json")
        #expect(read.problems.isEmpty)
        var vocabulary = StyleVocabulary.standard
        read.register(in: &vocabulary)
        let problems = vocabulary.diagnostics(of: sheet, named: "Cards.css").map {
          read.naming(Problem($0, file: "Cards.css"))
        }
        #expect(problems.count == n / 10)
      }
    }
    #expect(growth.isLinear, "\(growth)")
  }

  /// `explain` names the declared types in its whole output, which holds the sheet's own
  /// strings: text of the Swift names' prefix, never closed, must not make each scan run on.
  @Test func namingDeclaredTypesTakesStepsLinearInTheText() {
    let read = ToolConfiguration(
      parsing: #"{ "types": { "Card": "View", "Badge": "Label" } }"#, named: "cascade.json")
    let growth = Growth(from: 2_000) { n in
      let text = String(repeating: "DeclaredView<Slot", count: n) + " DeclaredLabel"
      return WorkCounter.steps { #expect(read.naming(text).count >= text.count) }
    }
    #expect(growth.isLinear, "\(growth)")
  }
}
