package import CascadeViews

/// The profile card's stylesheet, read from Sources/Showcase/ProfileCard.css, the file the
/// Showcase styles its card with.
package enum ProfileCardSheet {
  /// The sheet's path, found from this source file's: the card is built from a checkout.
  package static let path =
    String(#filePath.dropLast("ShowcaseCard/ProfileCardSheet.swift".count))
    + "Showcase/ProfileCard.css"

  /// The sheet; a problem in it, which a checked-in sheet must not have, is thrown as text.
  package static func load() throws -> Stylesheet {
    let loaded = try StyleVocabulary.standard.load(contentsOfFile: path)
    guard loaded.diagnostics.isEmpty else {
      throw ProfileCardSheetProblem(description: loaded.formattedDiagnostics)
    }
    return loaded.stylesheet
  }
}

/// Why the profile card's sheet did not load.
package struct ProfileCardSheetProblem: Error, CustomStringConvertible {
  package let description: String
}
