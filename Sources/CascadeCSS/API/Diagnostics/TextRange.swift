/// The text between two positions of a text file: what a diagnostic points at.
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
