/// An object as the model sees it: plain data, with the parts of the sheets applied to it.
struct ModelObject: Sendable {
  /// A style as the latest application saw it, with the context it resolves in.
  struct AppliedStyle: Sendable {
    let setters: [SetterSpec]
    let context: ModelContext
  }

  let kind: ObjectKind
  /// The values before any stylesheet touched it. Nothing writes a styled property
  /// directly, so they stay the originals for good.
  let original: ObjectValues
  var classes: Set<String>
  var states: Set<StateFlag>
  var traits: TraitsSpec?
  var parent: Int?
  var children: [Int] = []
  /// The inline style as set now, which the next application takes up.
  var inline: [SetterSpec] = []
  /// The inline style as the latest application of any sheet to the object found it.
  var appliedInline: AppliedStyle?
  /// A part per sheet name, in the order a sheet of that name was first applied.
  var parts: [Part] = []
  /// The parent's values as the latest application or removal to reach the object found
  /// them, after styling the parent; `nil` when it had no parent then. What the object's
  /// `inherit` writes read.
  var parentValues: ObjectValues?
  /// The values the object had when it was taken out of the tree, which it keeps.
  var detachedValues: ObjectValues?

  init(_ spec: ObjectSpec) {
    kind = spec.kind
    original = spec.original
    classes = spec.classes
    states = spec.states
    traits = spec.traits
    parent = spec.parent
  }
}
