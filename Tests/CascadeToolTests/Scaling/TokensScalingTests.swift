import Cascade
import CascadeCSS
import Scaling
import Testing

@testable import CascadeTool

@Suite struct TokensScalingTests {
  /// A token file of `count` colours and `count` aliases of them, in nested groups.
  private static func file(_ count: Int) -> DesignTokenFile {
    let colors = (0..<count).map { ##""c\##($0)": {"$value": "#FF2D55"}"## }
    let aliases = (0..<count).map { ##""a\##($0)": {"$value": "{color.base.c\##($0)}"}"## }
    let text =
      ##"{"color": {"$type": "color", "base": {"## + colors.joined(separator: ", ")
      + ##"}, "alias": {"## + aliases.joined(separator: ", ") + "}}}"
    return DesignTokenFile(parsing: text, named: "Brand.tokens.json")
  }

  @Test func generationTakesStepsAndBytesLinearInTheTokenFile() throws {
    var sizes: [Int] = []
    let growth = try Growth(from: 500) { n in
      let file = Self.file(n)
      var length = 0
      let steps = try WorkCounter.steps {
        let (source, problems) = try TokensCommand.source(
          of: [(path: "Brand.tokens.json", file: file)], isPublic: false)
        #expect(problems.isEmpty)
        length = source.text.utf8.count
      }
      sizes.append(length)
      return steps
    }
    #expect(growth.isLinear, "\(growth)")
    #expect(sizes[2] < 5 * sizes[0], "\(sizes)")
  }
}
