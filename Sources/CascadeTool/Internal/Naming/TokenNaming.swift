import CascadeCSS

/// The names a design token's path gets in Swift and in sheets: one scheme, used by `lint`
/// to know the tokens a sheet may read and by `tokens` to name the constants it generates.
///
/// The Swift name is the path's words in lower camel case, in the order written:
/// `color.brand.primary` and `color.brand-primary` are both `colorBrandPrimary`; a sheet
/// reads it as `var(--color-brand-primary)`, the kebab case that
/// `StyleVocabulary.register(token:)` gives a token by default. A name depends on its path
/// alone, so adding a token never renames another; two paths that give one name are
/// reported, never renamed apart.
enum TokenNaming {
  /// Words Swift reserves, which a generated name must escape with backticks.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "super", "self", "Self", "throw", "throws", "true", "try", "Type", "Any", "some", "any",
    "package", "consume", "borrowing", "consuming",
  ]

  /// The Swift name of the token at `path`: `colorBrandPrimary` for `color.brand-primary`.
  ///
  /// Every character that is not an ASCII letter or digit separates words; a name that would
  /// start with a digit starts with `_`.
  ///
  /// - Complexity: O(*n*) in the length of the path.
  static func swiftName(ofPath path: String) -> String {
    var name = ""
    var startsWord = false
    for character in path {
      guard character.isASCII, character.isLetter || character.isNumber else {
        startsWord = !name.isEmpty
        continue
      }
      if name.isEmpty {
        name = character.isNumber ? "_\(character)" : character.lowercased()
      } else {
        name += startsWord ? character.uppercased() : String(character)
      }
      startsWord = false
    }
    return name.isEmpty ? "_" : name
  }

  /// A sheet's name for a token named `name` in Swift, without `--`: `color-brand-primary`.
  ///
  /// The kebab case that `StyleVocabulary.register(token:)` gives by default, so that an app
  /// registering the generated constants reads the names that `lint` checked.
  static func cssName(ofSwiftName name: String) -> String {
    StyleVocabulary.kebabCase(name)
  }

  /// `name` as Swift source: in backticks where it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }
}
