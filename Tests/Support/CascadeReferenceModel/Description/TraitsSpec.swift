/// The traits of a world, as data: the context's, or a subtree's own.
struct TraitsSpec: Hashable, Sendable, CustomStringConvertible {
  var isDark = false
  var isCompact = false

  /// Every combination, for choosing one.
  static let all = [false, true].flatMap { dark in
    [false, true].map { TraitsSpec(isDark: dark, isCompact: $0) }
  }

  var description: String {
    "\(isDark ? "dark" : "light"), \(isCompact ? "compact" : "regular")"
  }
}
