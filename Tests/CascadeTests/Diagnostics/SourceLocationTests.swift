import Cascade
import Testing

@Suite struct SourceLocationTests {
  @Test(arguments: [(1, 1), (12, 5), (1_000_000, 80), (0, 3), (-4, 2)])
  func lineAndColumnReadBack(line: Int, column: Int) {
    let location = Cascade.SourceLocation(fileID: "card.css", line: line, column: column)
    #expect(location.line == line)
    #expect(location.column == column)
    #expect(location.description == "card.css:\(line):\(column)")
  }

  @Test(arguments: [1, 42, -7])
  func aLocationInSwiftHasNoColumn(line: Int) {
    let location = Cascade.SourceLocation(fileID: "App/Styles.swift", line: line)
    #expect(location.line == line)
    #expect(location.column == nil)
    #expect(location.description == "App/Styles.swift:\(line)")
  }

  @Test func columnsPastTheLimitAreKeptAtIt() {
    let location = Cascade.SourceLocation(fileID: "wide.css", line: 2, column: 5_000_000)
    #expect(location.line == 2)
    #expect(location.column == 1_048_575)
  }

  @Test func locationsDifferByColumn() {
    let fifth = Cascade.SourceLocation(fileID: "a.css", line: 1, column: 5)
    #expect(fifth == Cascade.SourceLocation(fileID: "a.css", line: 1, column: 5))
    #expect(fifth != Cascade.SourceLocation(fileID: "a.css", line: 1, column: 6))
    #expect(fifth != Cascade.SourceLocation(fileID: "a.css", line: 1))
  }

  @Test func aColumnCostsASetterNoSpace() {
    // Every setter keeps a location: a file's name and one word for line and column.
    #expect(
      MemoryLayout<Cascade.SourceLocation>.size == MemoryLayout<String>.size
        + MemoryLayout<Int>.size)
  }
}
