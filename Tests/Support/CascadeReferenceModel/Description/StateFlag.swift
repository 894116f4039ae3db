/// An interaction state an object can be in and a selector can require.
enum StateFlag: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case highlighted
  case selected

  var description: String {
    switch self {
    case .highlighted: "highlighted"
    case .selected: "selected"
    }
  }
}
