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

  /// The line in that file.
  public let line: Int

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
    self.line = line
  }

  /// The location as `Module/File.swift:line`.
  public var description: String { "\(fileID):\(line)" }
}
