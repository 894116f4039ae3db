/// Why a declaration's value is not the syntax its property takes.
///
/// A ``CSSRepresentable`` throws one from ``CSSRepresentable/parse(_:)``; the loader turns it into a
/// ``TextDiagnostic`` at the value's place in the file.
///
/// ```swift
/// func width(_ input: inout CSSValueParser) throws(CSSValueError) -> Double {
///   let width = try input.consumeLength()
///   guard width >= 0 else { throw input.errorAtPrevious(expected: "a width of 0 or more") }
///   return width
/// }
/// ```
public struct CSSValueError: Error, Sendable, Hashable {
  /// What the syntax expected there, in a few words: `a color`.
  public let expected: String
  /// What the text has there, as a message quotes it: \`12em\`, or `the end of the value`.
  public let found: String
  /// A replacement likely to be meant, where there is one.
  public let suggestion: String?
  /// A message that says more than expected and found, where they are not enough.
  public let message: String?
  /// The bytes the error points at.
  let start: Int
  let end: Int

  init(
    expected: String, found: String, suggestion: String? = nil, message: String? = nil,
    start: Int, end: Int
  ) {
    self.expected = expected
    self.found = found
    self.suggestion = suggestion
    self.message = message
    self.start = start
    self.end = end
  }
}
