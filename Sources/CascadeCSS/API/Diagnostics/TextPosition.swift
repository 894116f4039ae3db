/// A place in a text file Cascade reads, a stylesheet or a design token file: a line and a
/// column, both from 1, and the byte offset.
///
/// Positions are what diagnostics point at, in pairs as a ``TextRange``, in the one text that
/// the diagnostic's ``TextDiagnostic/file`` names; the offset lets a tool cut the text out.
/// What a loaded sheet hands to the engine, a rule's or a declaration's
/// ``CSSRule/location``, is a ``/Cascade/SourceLocation`` instead: the file with the line and
/// column, the one type of place the engine's explanations name, for a setter written in
/// Swift (`#fileID` and `#line`) and for a declaration read from text alike.
///
/// ```swift
/// let sheet = StyleVocabulary.standard.load("Label { colr: red; }", named: "card.css")
/// print(sheet.diagnostics[0].range.start)  // 1:9
/// ```
public struct TextPosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public let line: Int
  /// The column, from 1, counted in characters (Unicode scalars) as an editor counts them:
  /// a tab is one column, and so is `é` or `🎉`. A byte order mark that starts the source
  /// is not counted.
  public let column: Int
  /// The offset in the source's UTF-8 bytes, from 0, a starting byte order mark included.
  public let offset: Int

  /// Creates a position.
  ///
  /// ```swift
  /// let start = TextPosition(line: 1, column: 1, offset: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1, in characters.
  ///   - offset: The offset in the UTF-8 bytes, from 0.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The position as `line:column`.
  public var description: String { "\(line):\(column)" }

  /// Orders positions by their offset.
  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset < rhs.offset }
}
