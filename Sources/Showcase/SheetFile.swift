import CascadeViews
import ShowcaseCard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The profile card's stylesheet file, as the Showcase reads and watches it.
enum SheetFile {
  /// The sheet's path: the Showcase runs from a checkout, with `swift run Showcase`.
  static let path = ProfileCardSheet.path

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
      return .success(try ProfileCardSheet.load())
    } catch {
      return .failure(Problem(description: "the profile card's sheet did not load:\n\(error)"))
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
