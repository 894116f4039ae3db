import Testing

@testable import CascadeTool

@Suite struct SheetCommentTests {
  @Test func commentsAreFoundWithTheirPlacesAndStringsAreSkipped() {
    let text = "/* a */\nLabel { font-family: \"/* not */\"; /* b\n c */ }\n/*/ d */"
    let comments = SheetComment.comments(in: text)
    #expect(comments.map(\.text) == ["/* a */", "/* b\n c */", "/*/ d */"])
    #expect(comments.map(\.line) == [1, 2, 4])
    #expect(comments.map(\.column) == [1, 35, 1])
    #expect(comments.map(\.endLine) == [1, 3, 4])
    #expect(comments[1].endColumn == 5)
  }

  @Test func unclosedCommentIsLeftToTheLoader() {
    #expect(SheetComment.comments(in: "Label { } /* open").isEmpty)
  }
}
