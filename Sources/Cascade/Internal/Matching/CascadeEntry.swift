/// One setter of a rule, type-erased over the object it styles, as the cascade handles it.
///
/// An object of ``SetterEntry``, which keeps the setter's own closure and details and
/// implements the four operations for the rule's type: one object per setter, with no
/// closure of its own, so that a rule's entries hold little more than its setters.
/// Immutable.
class CascadeEntry: @unchecked Sendable {
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
  /// For an adaptive block, the entries it makes for some traits: the cascade takes those
  /// in its place, so that they override, and are restored, like any other.
  let expand: ((Traits) -> [CascadeEntry])?
  /// Whether the setter's value is the property's original (`initial` in a text sheet): a
  /// winner that puts the property back to what it was before any rule set it, by writing
  /// nothing (see ``Winner/written(_:)``).
  let restoresOriginal: Bool
  /// Whether the setter's value is the parent's (`inherit` in a text sheet): written with
  /// the object's parent in the context (see ``Stylesheet/write(_:to:storage:in:inheritingFrom:_:)``).
  let inheritsFromParent: Bool

  /// The property, by name.
  var key: String { property.name }

  /// Whether `parent` gives a value to this entry's setter, whose value is the parent's
  /// (see ``inheritsFromParent``).
  func isGivenValue(by parent: AnyObject?) -> Bool {
    (value as? any StyleValueInspecting)?.resolves(withParent: parent) ?? false
  }

  init(
    key: String, value: any Sendable, location: SourceLocation,
    expand: ((Traits) -> [CascadeEntry])? = nil
  ) {
    self.property = PropertyNumbers.key(for: key)
    self.id = property.number
    let group = Self.group(of: key)
    self.group = group == key ? property : PropertyNumbers.key(for: group)
    self.value = value
    self.location = location
    self.expand = expand
    let inspected = value as? any StyleValueInspecting
    self.restoresOriginal = inspected?.originalKeyword != nil
    self.inheritsFromParent = inspected?.inheritedKeyword != nil
  }

  /// Writes the setter into an object of the rule's type; nothing into another.
  func write(_ object: ObjectSlot, _ resolution: UnsafeMutablePointer<Resolution>) {}

  /// Reads the object's current value of the property, to restore it later and for
  /// explanations; `nil` when the setter cannot read it.
  func read(_ object: ObjectSlot) -> (any Sendable)? { nil }

  /// Reads the original to put back when no rule sets the property any more: the object's
  /// own (see ``Stylable/styleOriginal(of:)``), or else what ``read(_:)`` gives.
  func capture(_ object: ObjectSlot) -> (any Sendable)? { nil }

  /// Writes back a value that ``capture(_:)`` returned.
  func restore(_ object: any Stylable, _ original: any Sendable) {}

  /// Whether the entry can write into an object: a rule's style may be for a narrower type
  /// than its selector.
  func accepts(_ object: any Stylable) -> Bool { false }

  /// Whether the entry's setter writes through a closure of the app's, which may read the
  /// object: such entries are written again once every winner has been (see
  /// ``Stylesheet/style(_:match:context:)``).
  var mayReadObject: Bool { false }

  /// The whole property a key names a part of: `layoutMargins` for `layoutMargins.top` and
  /// `titles` for `titles[highlighted]`.
  static func group(of key: String) -> String {
    // Most keys are ASCII, where a byte is a character: read as bytes, they cost a tenth.
    guard key.utf8.allSatisfy({ $0 < 0x80 }) else { return groupByCharacters(of: key) }
    let bytes = key.utf8
    var path = bytes[...]
    // A key path described in full (`\Card.insets.top`) starts with its root's name.
    if bytes.first == UInt8(ascii: "\\") {
      path = path.drop { $0 != UInt8(ascii: ".") }.dropFirst()
    }
    guard let end = path.firstIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") })
    else { return key }
    return String(key[..<end])
  }

  /// ``group(of:)`` for any key, read by characters.
  static func groupByCharacters(of key: String) -> String {
    let path = key.first == "\\" ? key.drop { $0 != "." }.dropFirst() : key[...]
    guard let end = path.firstIndex(where: { $0 == "." || $0 == "[" }) else { return key }
    return String(key[..<end])
  }

  /// The entries of a style, in order.
  static func entries<Root: Stylable>(
    of style: Style<Root>, location: SourceLocation?
  ) -> [CascadeEntry] {
    style.setters.map { SetterEntry(setter: $0) }
  }
}

/// The entry of one setter for objects of type `Root`.
///
/// Its methods run unspecialized, for any rule's root: the object goes to the setter by
/// reference, through the object's slot (see ``ObjectSlot``), with no generic copy, and an
/// object of exactly the rule's type is told by its metadata, without a cast. The setter's closure
/// is kept apart from the setter as well: reaching into a generic struct kept in a generic
/// class costs a metadata lookup on every call.
final class SetterEntry<Root: Stylable>: CascadeEntry, @unchecked Sendable {
  private let access: SetterAccess<Root>
  private let isKeyPathSetter: Bool
  /// Whether the setter's write may read the object: a custom setter's, not a key-path
  /// setter's, lifted or not.
  private let readsObject: Bool
  /// For what is rare: restoring, and reading through a custom setter's restoration.
  private let setter: AnySetter<Root>

  init(setter: AnySetter<Root>) {
    self.access = setter.access
    self.isKeyPathSetter = setter.details == nil
    self.readsObject = setter.details?.mayReadObject ?? false
    self.setter = setter
    let value = setter.value
    let block = AdaptiveBlocks.expanding(value)
    super.init(
      key: setter.identity.description, value: value, location: setter.location,
      expand: block.map { block in { block.entries(for: $0) } })
  }

  override func write(_ object: ObjectSlot, _ resolution: UnsafeMutablePointer<Resolution>) {
    guard Self.accepts(object.object) else { return }
    _ = access(object.pointer(to: Root.self), resolution)
    object.keepObject()
  }

  override func read(_ object: ObjectSlot) -> (any Sendable)? {
    guard Self.accepts(object.object) else { return nil }
    // A key-path setter's access reads its property itself (every key-path setter can be
    // restored); reading through it spares the restoration's generic detour, and making
    // the restoration, which is left until something is restored.
    guard isKeyPathSetter else {
      return setter.details?.restoration?.read(unsafeDowncast(object.object, to: Root.self))
    }
    let original = Restoration.read(at: object.pointer(to: Root.self), through: access)
    object.keepObject()
    return original
  }

  override func capture(_ object: ObjectSlot) -> (any Sendable)? {
    guard Self.accepts(object.object) else { return nil }
    // A witness call that returns `nil` for most objects: the cost a substitute pays, once
    // per property, when a rule first sets it.
    if let own = object.object.styleOriginal(of: key) { return ObjectOriginal(value: own) }
    return read(object)
  }

  override func restore(_ object: any Stylable, _ original: any Sendable) {
    if let own = original as? ObjectOriginal {
      object.restoreStyleOriginal(own.value, of: key)
      return
    }
    guard var root = object as? Root else { return }
    setter.restoration?.write(&root, original)
  }

  override func accepts(_ object: any Stylable) -> Bool { object is Root }

  override var mayReadObject: Bool { readsObject }

  /// Whether `object` is a `Root`: compared by metadata for an object of exactly that
  /// type, the common case, and cast otherwise.
  @inline(__always)
  private static func accepts(_ object: any Stylable) -> Bool {
    ObjectIdentifier(type(of: object)) == ObjectIdentifier(Root.self) || object is Root
  }
}

/// An original that the object gave in its own form (see ``Stylable/styleOriginal(of:)``), and
/// that it puts back itself.
struct ObjectOriginal: Sendable {
  let value: any Sendable
}

/// An object being styled, held once in a plain object slot that each of its entries
/// borrows for the styling: made once per object, so that no entry retains and releases the
/// object to hand it to its setter.
struct ObjectSlot {
  /// The object, to test its type.
  let object: any Stylable
  /// The slot, which holds `object` for the call that made it.
  private let slot: UnsafeMutablePointer<AnyObject>

  /// Calls `body` with a slot holding `object`.
  @inline(__always)
  static func with<Result>(_ object: any Stylable, _ body: (ObjectSlot) -> Result) -> Result {
    var reference: AnyObject = object
    return withUnsafeMutablePointer(to: &reference) { body(ObjectSlot(object: object, slot: $0)) }
  }

  /// The slot as a pointer to a `Root`, which the object must be: bound to the rule's type
  /// for the setter's call, as every class reference is one pointer.
  @inline(__always)
  func pointer<Root>(to type: Root.Type) -> UnsafeMutablePointer<Root> {
    UnsafeMutableRawPointer(slot).bindMemory(to: Root.self, capacity: 1)
  }

  /// Puts the object back in the slot if a setter put another there: a custom setter's
  /// closure takes its root `inout`, and may assign to it. The next entry must find the
  /// object whose type it tested, as a write through a slot of its own did.
  @inline(__always)
  func keepObject() {
    let held = UnsafeRawPointer(slot).load(as: UnsafeRawPointer.self)
    guard held != UnsafeRawPointer(Unmanaged.passUnretained(object as AnyObject).toOpaque())
    else { return }
    pointer(to: AnyObject.self).pointee = object
  }
}
