/// One setter of a rule, type-erased over the object it styles, as the cascade handles it.
///
/// A class, so that the cascade passes entries around by reference rather than copying
/// their closures; immutable, and its closures capture only `Sendable` setters.
final class CascadeEntry: @unchecked Sendable {
  /// The property, by name: the same for a setter of `\View.alpha` and of `\Label.alpha`.
  let key: String
  /// The setter, for explanations.
  let value: any Sendable
  let location: SourceLocation
  /// Writes the setter into an object of the rule's type.
  let write: (any Stylable, UnsafeMutablePointer<Resolution>) -> Void
  /// Captures the object's current value, as a closure that restores it; `nil` when the
  /// setter cannot be captured.
  let capture: (any Stylable) -> StyleStorage.Restore?
  /// Reads the object's current value of the property, for explanations.
  let read: (any Stylable) -> (any Sendable)?

  init(
    key: String, value: any Sendable, location: SourceLocation,
    write: @escaping (any Stylable, UnsafeMutablePointer<Resolution>) -> Void,
    capture: @escaping (any Stylable) -> StyleStorage.Restore?,
    read: @escaping (any Stylable) -> (any Sendable)?
  ) {
    self.key = key
    self.value = value
    self.location = location
    self.write = write
    self.capture = capture
    self.read = read
  }

  /// The entries of a style, in order.
  static func entries<Root: Stylable>(
    of style: Style<Root>, location: SourceLocation?
  ) -> [CascadeEntry] {
    style.setters.map { setter in
      CascadeEntry(
        key: setter.identity.description, value: setter.value, location: setter.location,
        write: { object, resolution in
          guard var root = object as? Root else { return }
          _ = withUnsafeMutablePointer(to: &root) { setter.access($0, resolution) }
        },
        capture: { object in
          guard let root = object as? Root, let restoration = setter.restoration else {
            return nil
          }
          let original = restoration.read(root)
          return { object in
            guard var root = object as? Root else { return }
            restoration.write(&root, original)
          }
        },
        read: { object in
          guard let root = object as? Root else { return nil }
          return setter.restoration?.read(root)
        })
    }
  }
}
