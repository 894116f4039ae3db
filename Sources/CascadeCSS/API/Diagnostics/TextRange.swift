/// A place in a text stylesheet: a line and a column, both from 1, and the byte offset.
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

/// The text between two positions of a text stylesheet: what a diagnostic points at.
public struct TextRange: Sendable, Hashable, CustomStringConvertible {
  /// Where the range starts.
  public let start: TextPosition
  /// Where the range ends: the position just after its last character.
  public let end: TextPosition

  /// Creates a range.
  ///
  /// ```swift
  /// let range = TextRange(
  ///   start: TextPosition(line: 1, column: 1, offset: 0),
  ///   end: TextPosition(line: 1, column: 6, offset: 5))
  /// ```
  ///
  /// - Parameters:
  ///   - start: The first position.
  ///   - end: The position just after the last character.
  public init(start: TextPosition, end: TextPosition) {
    self.start = start
    self.end = end
  }

  /// The range as `line:column-line:column`.
  public var description: String { "\(start)-\(end)" }
}
