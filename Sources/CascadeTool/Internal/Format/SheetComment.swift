/// A comment in a sheet's text, `/* … */`, with the place it starts and ends, in the
/// loader's lines and columns (columns count Unicode scalars from 1).
struct SheetComment: Equatable {
  let text: String
  let line: Int
  let column: Int
  let endLine: Int
  let endColumn: Int

  /// The comments of `source`, in order; strings are skipped, so `"/*"` in a value is not
  /// one. An unclosed comment is left out: the loader reports it.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  static func comments(in source: String) -> [SheetComment] {
    var scanner = Scanner()
    for scalar in source.unicodeScalars { scanner.read(scalar) }
    return scanner.comments
  }

  private struct Scanner {
    enum State {
      case text
      case string(quote: Unicode.Scalar, escaped: Bool)
      case comment(start: (line: Int, column: Int), text: String)
    }
    var state = State.text
    var comments: [SheetComment] = []
    var line = 1
    var column = 0
    var previous: Unicode.Scalar = " "

    mutating func read(_ scalar: Unicode.Scalar) {
      if previous == "\n" {
        line += 1
        column = 0
      }
      column += 1
      switch state {
      case .text: readText(scalar)
      case .string(let quote, let escaped):
        if escaped {
          state = .string(quote: quote, escaped: false)
        } else if scalar == "\\" {
          state = .string(quote: quote, escaped: true)
        } else if scalar == quote || scalar == "\n" {
          state = .text
        }
      case .comment(let start, var text):
        text.unicodeScalars.append(scalar)
        if scalar == "/", previous == "*", text.count > 3 {
          comments.append(
            SheetComment(
              text: text, line: start.line, column: start.column, endLine: line,
              endColumn: column))
          state = .text
          previous = " "
          return
        }
        state = .comment(start: start, text: text)
      }
      previous = scalar
    }

    private mutating func readText(_ scalar: Unicode.Scalar) {
      if scalar == "\"" || scalar == "'" {
        state = .string(quote: scalar, escaped: false)
      } else if scalar == "*", previous == "/" {
        state = .comment(start: (line, column - 1), text: "/*")
      }
    }
  }
}
