import Synchronization

/// One setter of a rule, type-erased over the object it styles, as the cascade handles it.
///
/// A class, so that the cascade passes entries around by reference rather than copying
/// their closures; immutable, and its closures capture only `Sendable` setters.
final class CascadeEntry: @unchecked Sendable {
  /// The property, by name: the same for a setter of `\View.alpha` and of `\Label.alpha`.
  let key: String
  /// The property's number, equal for equal keys: compared and stored where the key's
  /// string would be hashed.
  let id: Int
  /// The setter, for explanations.
  let value: any Sendable
  let location: SourceLocation
  /// Writes the setter into an object of the rule's type.
  let write: (any Stylable, UnsafeMutablePointer<Resolution>) -> Void
  /// Reads the object's current value of the property, to restore it later and for
  /// explanations; `nil` when the setter cannot read it.
  let read: (any Stylable) -> (any Sendable)?
  /// Writes back a value that `read` returned.
  let restore: (any Stylable, any Sendable) -> Void
  /// Whether the entry can write into an object: a rule's style may be for a narrower type
  /// than its selector.
  let accepts: (any Stylable) -> Bool

  init(
    key: String, value: any Sendable, location: SourceLocation,
    write: @escaping (any Stylable, UnsafeMutablePointer<Resolution>) -> Void,
    read: @escaping (any Stylable) -> (any Sendable)?,
    restore: @escaping (any Stylable, any Sendable) -> Void,
    accepts: @escaping (any Stylable) -> Bool
  ) {
    self.key = key
    self.id = PropertyNumbers.number(for: key)
    self.value = value
    self.location = location
    self.write = write
    self.read = read
    self.restore = restore
    self.accepts = accepts
  }

  /// The entries of a style, in order.
  static func entries<Root: Stylable>(
    of style: Style<Root>, location: SourceLocation?
  ) -> [CascadeEntry] {
    style.setters.map { setter in
      // The closures capture the setter's closures, not the setter: reaching into a
      // captured generic struct costs a metadata lookup on every call.
      let access = setter.access
      let read = setter.restoration?.read
      let restore = setter.restoration?.write
      return CascadeEntry(
        key: setter.identity.description, value: setter.value, location: setter.location,
        write: { object, resolution in
          guard var root = object as? Root else { return }
          _ = withUnsafeMutablePointer(to: &root) { access($0, resolution) }
        },
        read: { object in
          guard let root = object as? Root, let read else { return nil }
          return read(root)
        },
        restore: { object, original in
          guard var root = object as? Root else { return }
          restore?(&root, original)
        },
        accepts: { $0 is Root })
    }
  }
}

/// Numbers for cascade keys, handed out once per key for the life of the process.
enum PropertyNumbers {
  private static let numbers = Mutex<[String: Int]>([:])

  static func number(for key: String) -> Int {
    numbers.withLock { numbers in
      if let number = numbers[key] { return number }
      let number = numbers.count
      numbers[key] = number
      return number
    }
  }
}
