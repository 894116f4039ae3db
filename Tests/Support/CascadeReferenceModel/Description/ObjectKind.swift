/// The two types of object in a world: ``Box``, and its subclass ``Tag``.
enum ObjectKind: Hashable, Sendable, CustomStringConvertible {
  case box
  case tag

  /// The type's name, as a selector prints it.
  var description: String {
    switch self {
    case .box: "Box"
    case .tag: "Tag"
    }
  }
}
