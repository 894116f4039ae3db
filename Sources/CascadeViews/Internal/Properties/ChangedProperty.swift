/// A property whose value changed, as change accounting records it.
///
/// Names are static strings compared by address: each property notes its changes from one
/// place, so one address stands for one property, and noting a change costs a few pointer
/// comparisons rather than string comparisons on every write a style makes.
enum ChangedProperty: Equatable, CustomStringConvertible {
  /// A plain property, by name.
  case named(StaticString)
  /// A per-state value of a button, such as `titles[highlighted]`.
  case perState(StaticString, ControlState)

  static func == (lhs: ChangedProperty, rhs: ChangedProperty) -> Bool {
    switch (lhs, rhs) {
    case (.named(let left), .named(let right)): left.utf8Start == right.utf8Start
    case (.perState(let left, let leftState), .perState(let right, let rightState)):
      left.utf8Start == right.utf8Start && leftState == rightState
    default: false
    }
  }

  /// The name, as ``View/changedProperties`` lists it.
  var description: String {
    switch self {
    case .named(let name): "\(name)"
    case .perState(let name, let state): "\(name)[\(state)]"
    }
  }
}
