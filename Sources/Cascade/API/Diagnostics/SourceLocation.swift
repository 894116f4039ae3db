/// The place in source code where a setter was declared.
///
/// Every ``Setter`` records its location from `#fileID` and `#line`, so a style's
/// description can say where each value came from:
///
/// ```swift
/// let setter = Setter(\Label.text, "Hello")
/// print(setter.location)  // "MyApp/ProfileView.swift:12"
/// ```
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file, as `#fileID` spells it: `Module/File.swift`.
  public let fileID: String

  /// The line, and the column where it is known, in one word: a setter keeps a location,
  /// and a second word for a column that only text sheets have would make every setter
  /// larger. The line is shifted above `columnBits` bits; a column of 0 is none.
  @usableFromInline
  let position: Int

  @usableFromInline
  static let columnBits = 20

  /// The line in that file.
  public var line: Int { position >> Self.columnBits }

  /// The column in that line, counted in characters from 1, where it is known: a
  /// declaration read from a text stylesheet has one, code written in Swift has none.
  /// Columns past 1,048,575 read as 1,048,575.
  public var column: Int? {
    let column = position & (1 << Self.columnBits - 1)
    return column == 0 ? nil : column
  }

  /// Creates a location from a file identifier and a line.
  ///
  /// ```swift
  /// let here = SourceLocation(fileID: #fileID, line: #line)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file, as `#fileID` spells it.
  ///   - line: The line in that file.
  @inlinable
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.position = line << Self.columnBits
  }

  /// Creates a location from a file, a line and a column.
  ///
  /// ```swift
  /// let declaration = SourceLocation(fileID: "card.css", line: 3, column: 5)
  /// print(declaration)  // "card.css:3:5"
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file: `#fileID` for Swift source, the file's name for a text sheet.
  ///   - line: The line in that file, from 1.
  ///   - column: The column in that line, in characters from 1; past 1,048,575, it is kept
  ///     as 1,048,575.
  public init(fileID: String, line: Int, column: Int) {
    self.fileID = fileID
    self.position =
      line << Self.columnBits | min(max(column, 1), 1 << Self.columnBits - 1)
  }

  /// The location as `Module/File.swift:line`, or `file:line:column` where the column is
  /// known.
  public var description: String {
    column.map { "\(fileID):\(line):\($0)" } ?? "\(fileID):\(line)"
  }
}
