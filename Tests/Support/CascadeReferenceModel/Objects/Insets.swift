/// Top and bottom insets: a value-type property that a setter writes whole
/// (`\.margins`) or in part (`\.margins.top`), so that the two overlap.
struct Insets: Hashable, Sendable, CustomStringConvertible {
  var top: Int
  var bottom: Int

  /// The insets as `(top, bottom)`.
  var description: String { "(\(top), \(bottom))" }
}
