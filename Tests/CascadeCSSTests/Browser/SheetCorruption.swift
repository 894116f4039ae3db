import CascadeReferenceModel

@testable import CascadeCSS

/// Random edits of a sheet's tokens, as a save cut short, a merge gone wrong or a typing
/// slip leave it: a token deleted or repeated, or a stray piece of syntax put in. What the
/// edits make is what error recovery must read as a browser does.
struct SheetCorruption {
  private var random: SeededGenerator

  /// The pieces an edit puts in: brackets and braces that open or close nothing, a
  /// semicolon, quotes, `url(`, the HTML comment markers, an unknown at-rule, a comment's
  /// start, and bits of selectors and values.
  static let pieces = [
    "}", "{", ";", "(", ")", "[", "]", "\"", "'", "url(", "<!--", "-->", "@foo", "@foo {}",
    ":", ",", ">", ".", "*", "/*", "-", "k9", "0", "{}", "&", "\\", "%",
  ]

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// The sheet with `edits` random edits of its tokens.
  mutating func corrupt(_ sheet: String, edits: Int) -> String {
    var bytes = Array(sheet.utf8)
    for _ in 0..<edits {
      let tokens = Tokenizer.tokens(of: bytes).filter {
        if case .whitespace = $0.kind { return false }
        return true
      }
      guard !tokens.isEmpty else { break }
      let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
      switch Int.random(in: 0..<3, using: &random) {
      case 0: bytes.removeSubrange(token.start..<token.end)
      case 1: bytes.insert(contentsOf: bytes[token.start..<token.end], at: token.end)
      default:
        let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
        bytes.insert(contentsOf: Array(piece.utf8), at: token.start)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
