import Cascade
import CascadeCSS
import CascadeViews

/// Makes each token file's theme with the library's own mapping, as loading the file at run
/// time does, and writes the values it reads as Swift.
///
/// A file is named after its file name: `Brand.tokens.json` is `Theme.brandTokens`. A file
/// whose name ends in `.dark` (`Brand.dark.tokens.json`, or `dark.tokens.json` beside
/// `light.tokens.json`) extends the light file's theme, as
/// `DesignTokenMapping.loadThemes(lightFile:darkFile:)` does.
struct ThemeWriter {
  let tokens: FileTokens
  private let mapping: DesignTokenMapping
  private let standard: [String: (tokenName: String, kind: TokenValueKind)]
  private let generated: [String: FileTokens.Entry]
  private(set) var themes: [TokenSource.ThemeSource] = []
  private(set) var problems: [Problem] = []
  private var loaded: [String: Theme] = [:]

  init(tokens: FileTokens) {
    self.tokens = tokens
    mapping = tokens.mapping
    var standard: [String: (tokenName: String, kind: TokenValueKind)] = [:]
    for binding in DesignTokenMapping.standard.bindings {
      guard let kind = TokenValueKind(valueTypeName: binding.valueTypeName) else { continue }
      standard[binding.path] = (binding.tokenName, kind)
    }
    self.standard = standard
    generated = Dictionary(tokens.entries.map { ($0.path, $0) }) { first, _ in first }
  }

  /// Makes the theme of `file`, given on the command line as `path`.
  ///
  /// - Throws: ``UsageError`` when another file makes a theme of the same name.
  /// - Complexity: O(*n*) in the file's tokens.
  mutating func add(_ file: DesignTokenFile, at path: String) throws(UsageError) {
    let stem = Self.stem(of: path)
    let swiftName = Self.themeName(stem)
    guard loaded[swiftName] == nil else {
      throw UsageError("two token files make the theme `\(swiftName)`; rename one of them")
    }
    let parent = Self.lightStem(ofDark: stem).map(Self.themeName).flatMap {
      loaded[$0] == nil ? nil : $0
    }
    let made = mapping.theme(from: file, named: stem, extending: parent.flatMap { loaded[$0] })
    loaded[swiftName] = made.theme
    // The mapping warns of each deprecated token it maps; declaring the deprecated constant
    // is not a use of it, so only the file's own warnings of a use, by an alias, stay.
    let reported =
      made.diagnostics.filter { $0.code != .deprecatedToken }
      + file.diagnostics.filter { $0.code == .deprecatedToken }
    problems += reported.sorted { $0.range.start < $1.range.start }.map { Problem($0, file: path) }
    problems += tokens.problems.filter { $0.file == path }
    WorkCounter.record(file.tokens.count)
    var assignments: [String] = []
    for token in file.tokens {
      guard let (name, kind, swift) = target(of: token.path),
        kind.hasValue(of: name, in: made.theme)
      else { continue }
      guard let literal = kind.literal(of: name, in: made.theme) else {
        problems.append(Self.unwritable(token, file: path))
        continue
      }
      assignments.append("theme[\(swift)] = \(literal)")
    }
    themes.append(
      TokenSource.ThemeSource(
        file: TokenSource.fileName(path), swiftName: swiftName, name: stem, parent: parent,
        assignments: assignments))
  }

  /// The token a path gives a value: its name, kind, and Swift expression, the generated
  /// constant or, for a standard path, the standard token by name.
  private func target(of path: String) -> (String, TokenValueKind, String)? {
    if let entry = generated[path] {
      return (entry.swiftName, entry.kind, TokenSource.reference(to: entry))
    }
    guard let binding = standard[path] else { return nil }
    let name = SwiftLiteral.string(binding.tokenName)
    return (binding.tokenName, binding.kind, "Token<\(binding.kind.swiftType)>(\(name))")
  }

  private static func unwritable(_ token: DesignToken, file: String) -> Problem {
    Problem(
      file: file, range: token.valueRange, severity: .error,
      message: "the value of token `\(token.path)` has no form in Swift source that makes it "
        + "exactly (a typography with a text style and a family, or a member the type's "
        + "initializer does not take); nothing is written rather than an approximation",
      code: "unwritableValue")
  }

  /// `Brand.dark` for `Styles/Brand.dark.tokens.json`.
  static func stem(of path: String) -> String {
    let name = TokenSource.fileName(path)
    for suffix in [".tokens.json", ".tokens"] where name.lowercased().hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// `brandTokens` for `Brand`: the file's name, which `Theme`'s own `light` and `dark` do
  /// not clash with.
  static func themeName(_ stem: String) -> String {
    TokenNaming.swiftName(ofPath: stem + ".tokens")
  }

  /// `Brand` for `Brand.dark` (or `-dark`, `_dark`), `light` for `dark`; `nil` otherwise.
  static func lightStem(ofDark stem: String) -> String? {
    let lowered = stem.lowercased()
    if lowered == "dark" { return stem.first?.isUppercase == true ? "Light" : "light" }
    for separator in [".", "-", "_"] where lowered.hasSuffix(separator + "dark") {
      return String(stem.dropLast(separator.count + 4))
    }
    return nil
  }
}
