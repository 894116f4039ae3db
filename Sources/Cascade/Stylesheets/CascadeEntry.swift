/// One setter of a rule, type-erased over the object it styles, as the cascade handles it.
///
/// A class, so that the cascade passes entries around by reference rather than copying
/// their closures; immutable, and its closures capture only `Sendable` setters.
final class CascadeEntry: @unchecked Sendable {
  /// The property: the same for a setter of `\View.alpha` and of `\Label.alpha`.
  let property: PropertyKey
  /// The property's number, equal for equal keys: compared and stored where the key's
  /// string would be hashed.
  let id: Int
  /// The property this one is part of, such as `layoutMargins` for `layoutMargins.top`
  /// (itself for a whole property): setters of one group can overwrite each other's values.
  let group: PropertyKey
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
  /// For an adaptive block, the entries it makes for some traits: the cascade takes those
  /// in its place, so that they override, and are restored, like any other.
  let expand: ((Traits) -> [CascadeEntry])?

  /// The property, by name.
  var key: String { property.name }

  init(
    key: String, value: any Sendable, location: SourceLocation,
    write: @escaping (any Stylable, UnsafeMutablePointer<Resolution>) -> Void,
    read: @escaping (any Stylable) -> (any Sendable)?,
    restore: @escaping (any Stylable, any Sendable) -> Void,
    accepts: @escaping (any Stylable) -> Bool,
    expand: ((Traits) -> [CascadeEntry])? = nil
  ) {
    self.property = PropertyNumbers.key(for: key)
    self.id = property.number
    let group = Self.group(of: key)
    self.group = group == key ? property : PropertyNumbers.key(for: group)
    self.value = value
    self.location = location
    self.write = write
    self.read = read
    self.restore = restore
    self.accepts = accepts
    self.expand = expand
  }

  /// The whole property a key names a part of: `layoutMargins` for `layoutMargins.top` and
  /// `titles` for `titles[highlighted]`.
  static func group(of key: String) -> String {
    // A key path described in full (`\Card.insets.top`) starts with its root's name.
    let path = key.first == "\\" ? key.drop { $0 != "." }.dropFirst() : key[...]
    guard let end = path.firstIndex(where: { $0 == "." || $0 == "[" }) else { return key }
    return String(key[..<end])
  }

  /// Whether `object` is a `Root`: compared by metadata for an object of exactly that
  /// type, the common case, and cast otherwise.
  @inline(__always)
  private static func accepts<Root: Stylable>(_ object: any Stylable, _: Root.Type) -> Bool {
    ObjectIdentifier(type(of: object)) == ObjectIdentifier(Root.self) || object is Root
  }

  /// Calls `body` with a pointer to `object` as a `Root`, which it must be: a plain object
  /// slot bound to the rule's type for the call, with no generic copy of the object.
  /// Always inlined: called through a generic function, the closure cost each write more
  /// than the slot saves.
  @inline(__always)
  private static func withReference<Root: Stylable, Result>(
    to object: any Stylable, as _: Root.Type, _ body: (UnsafeMutablePointer<Root>) -> Result
  ) -> Result {
    var reference: AnyObject = object
    return withUnsafeMutablePointer(to: &reference) { reference in
      // The slot is not read as `AnyObject` again.
      body(UnsafeMutableRawPointer(reference).bindMemory(to: Root.self, capacity: 1))
    }
  }

  /// The entries of a style, in order.
  static func entries<Root: Stylable>(
    of style: Style<Root>, location: SourceLocation?
  ) -> [CascadeEntry] {
    style.setters.map { setter in
      // The closures capture the setter's closures, not the setter: reaching into a
      // captured generic struct costs a metadata lookup on every call.
      let access = setter.access
      let restoration = setter.restoration
      let read = restoration?.read
      let restore = restoration?.write
      let value = setter.value
      let isKeyPathSetter = setter.details == nil
      let block = value as? any AdaptiveExpanding
      return CascadeEntry(
        key: setter.identity.description, value: value, location: setter.location,
        write: { object, resolution in
          // This runs unspecialized, for any rule's root: the object goes to the setter by
          // reference, through a pointer to a plain object slot, with no generic copy, and
          // an object of exactly the rule's type is told by its metadata, without a cast.
          guard Self.accepts(object, Root.self) else { return }
          Self.withReference(to: object, as: Root.self) { _ = access($0, resolution) }
        },
        read: { object in
          guard let read, Self.accepts(object, Root.self) else { return nil }
          // A key-path setter's access reads its property itself; reading through it here
          // spares the restoration's generic detour, which runs unspecialized.
          guard isKeyPathSetter else { return read(unsafeDowncast(object, to: Root.self)) }
          return Self.withReference(to: object, as: Root.self) { root -> (any Sendable)? in
            Restoration.read(at: root, through: access)
          }
        },
        restore: { object, original in
          guard var root = object as? Root else { return }
          restore?(&root, original)
        },
        accepts: { $0 is Root },
        expand: block.map { block in { block.entries(for: $0) } })
    }
  }
}
