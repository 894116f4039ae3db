/// A trait condition a selector can require.
enum ConditionSpec: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case dark
  case compact

  /// The condition's name, as the engine's condition is named.
  var description: String {
    switch self {
    case .dark: "dark"
    case .compact: "compact"
    }
  }
}
