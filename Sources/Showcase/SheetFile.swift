import CascadeViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The profile card's stylesheet, read from ProfileCard.css beside this source file.
enum SheetFile {
  /// The sheet's path: the Showcase runs from a checkout, with `swift run Showcase`.
  static let path = String(#filePath.dropLast("SheetFile.swift".count)) + "ProfileCard.css"

  /// The sheet file's name.
  static let name = "ProfileCard.css"

  /// Why the sheet did not load.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// The sheet, or why it did not load: the file is missing, or it has problems, which a
  /// checked-in sheet must not.
  static func load() -> Result<Stylesheet, Problem> {
    do {
      let loaded = try StyleVocabulary.standard.load(contentsOfFile: path)
      guard loaded.diagnostics.isEmpty else {
        return .failure(Problem(description: loaded.formattedDiagnostics))
      }
      return .success(loaded.stylesheet)
    } catch {
      return .failure(Problem(description: "cannot read the profile card's sheet: \(error)"))
    }
  }

  /// Prints why the sheet did not load and ends the program with a failure.
  static func fail(_ problem: Problem) -> Never {
    print(problem)
    exit(1)
  }

  /// An edit of the sheet with a teammate's mistakes: a misspelt property, a value of the
  /// wrong type, a property the type does not have, a token that does not exist and an
  /// unclosed block.
  static let brokenEdit = """
    Label.name {
      font: bold title2;
      nuber-of-lines: 1;
    }
    Label.bio { color: var(--secondary-txt); line-break-mode: by-word-wraping; }
    ImageView.avatar { border-radius: 32px; text-align: center; }
    Button.primary { opacity: high; title: "Follow";
    """
}
