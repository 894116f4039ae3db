import Cascade
import CascadeCSS
import CascadeViews

/// The tokens that design token files give a sheet to read: each token that loads, under
/// its ``TokenNaming`` name, beside the standard tokens.
///
/// A path that `DesignTokenMapping.standard` maps (`color.text.primary`) gives a standard
/// token its value, as loading the file at run time does, and adds no name.
struct FileTokens {
  /// A token that a file adds, by its path.
  struct Entry {
    let path: String
    let swiftName: String
    let cssName: String
    let kind: TokenValueKind
    let token: DesignToken
    let file: String
  }

  /// The tokens added, in the order of the files and of each file; one per path.
  private(set) var entries: [Entry] = []
  /// Two paths that give one name: the second is left out.
  private(set) var problems: [Problem] = []

  /// The tokens of `files`, each given with the path that names it on the command line.
  ///
  /// - Complexity: O(*n*) in the files' tokens.
  init(_ files: [(path: String, file: DesignTokenFile)]) {
    let standardPaths = Set(DesignTokenMapping.standard.paths)
    let standardNames = Set(StyleVocabulary.standard.registeredTokens.map(\.name))
    var byName: [String: Entry] = [:]
    var paths: Set<String> = []
    for (path, file) in files {
      WorkCounter.record(file.tokens.count)
      for token in file.tokens {
        guard let type = token.type, let kind = TokenValueKind(type),
          file.resolvedValue(of: token.path) != nil,
          !standardPaths.contains(token.path), paths.insert(token.path).inserted
        else { continue }
        let swiftName = TokenNaming.swiftName(ofPath: token.path)
        let entry = Entry(
          path: token.path, swiftName: swiftName,
          cssName: TokenNaming.cssName(ofSwiftName: swiftName), kind: kind, token: token,
          file: path)
        if let other = byName[entry.cssName] {
          problems.append(Self.collision(entry, with: "`\(other.path)` (\(other.file))"))
        } else if standardNames.contains(entry.cssName) {
          problems.append(Self.collision(entry, with: "the standard token"))
        } else {
          byName[entry.cssName] = entry
          entries.append(entry)
        }
      }
    }
  }

  private static func collision(_ entry: Entry, with other: String) -> Problem {
    Problem(
      file: entry.file, range: entry.token.range, severity: .error,
      message: "token `\(entry.path)` is named `\(entry.swiftName)` in Swift and "
        + "`--\(entry.cssName)` in sheets, as \(other) is; rename one of them",
      code: "tokenNameCollision")
  }

  /// The standard mapping with these tokens added at their paths, for making themes.
  var mapping: DesignTokenMapping {
    var mapping = DesignTokenMapping.standard
    for entry in entries { entry.kind.map(entry.swiftName, to: entry.path, in: &mapping) }
    return mapping
  }

  /// The standard vocabulary with these tokens added, for checking sheets.
  var vocabulary: StyleVocabulary {
    var vocabulary = StyleVocabulary.standard
    for entry in entries {
      entry.kind.register(entry.swiftName, as: entry.cssName, in: &vocabulary)
    }
    return vocabulary
  }
}
