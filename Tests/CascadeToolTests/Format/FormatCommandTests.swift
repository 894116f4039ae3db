import CascadeTool
import Testing

@Suite struct FormatCommandTests {
  private static let messy = """
    /* The card's sheet. */
    Label.title{color:red;
    /* Titles stand out. */
      font:headline}

    :root { --card-corner-radius: 12px; }
    View.card { /* rounded */ border-radius: var(--card-corner-radius) }
    /* the end */
    """

  @Test func printsTheCanonicalFormWithEveryComment() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.messy)
    let (status, output) = folder.run("format", card)
    #expect(status == .success, "\(output.standardError)")
    #expect(
      output.standardOutput == """
        :root {
          --card-corner-radius: 12;
        }

        /* The card's sheet. */
        Label.title {
          color: #ff3b30;
          /* Titles stand out. */
          font: headline;
        }
        View.card {
          /* rounded */
          border-radius: var(--card-corner-radius);
        }

        /* the end */

        """)
  }

  @Test func formattedSheetIsItsOwnCanonicalForm() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.messy)
    let once = folder.run("format", card).output.standardOutput
    let again = try folder.write("Again.css", once)
    #expect(folder.run("format", again).output.standardOutput == once)
    #expect(folder.run("format", "--check", again).status == .success)
  }

  @Test func checkNamesASheetThatWouldChangeAndChangesNothing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.messy)
    let (status, output) = folder.run("format", "--check", card)
    #expect(status == .problemsFound)
    #expect(
      output.standardOutput == "\(card): not in canonical form; `cascade format --in-place` it\n")
    #expect(try folder.read("Card.css") == Self.messy)
  }

  @Test func inPlaceRewritesTheSheet() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", Self.messy)
    let printed = folder.run("format", card).output.standardOutput
    #expect(folder.run("format", "--in-place", card).status == .success)
    #expect(try folder.read("Card.css") == printed)
  }

  @Test func sheetWithProblemsIsLeftAsItIs() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let text = "Label { colr: red; /* keep */ }\n"
    let card = try folder.write("Card.css", text)
    let (status, output) = folder.run("format", "--in-place", card)
    #expect(status == .problemsFound)
    #expect(output.standardOutput.contains("\(card):1:9: error: unknown property `colr`"))
    #expect(try folder.read("Card.css") == text)
  }

  @Test func tokenFilesNameTheTokensASheetReads() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let card = try folder.write("Card.css", "Label{color:var(--color-brand)}")
    let tokens = try folder.write(
      "Brand.tokens.json", ##"{"color": {"$type": "color", "brand": {"$value": "#FF2D55"}}}"##)
    let (status, output) = folder.run("format", card, tokens)
    #expect(status == .success, "\(output.standardOutput)")
    #expect(output.standardOutput == "Label {\n  color: var(--color-brand);\n}\n\n")
  }
}
