/// What selectors read of an object, read once: an object's cache key and the match stored
/// under it are worked out from the same values, whatever a setter changes in between.
struct StyleSubject {
  let object: any Stylable
  let classes: Set<String>
  let state: StyleState

  init(_ object: any Stylable) {
    self.object = object
    classes = object.styleClasses
    state = object.styleState
  }
}
