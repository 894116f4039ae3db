/// A new object, as data: its type, where it goes, and its original values.
struct ObjectSpec: Hashable, Sendable {
  var kind: ObjectKind
  /// The object's parent, by number; `nil` only for the root.
  var parent: Int?
  var classes: Set<String> = []
  var states: Set<StateFlag> = []
  var traits: TraitsSpec?
  /// The values before any stylesheet touched it.
  var original: ObjectValues
}
