/// A setter with its value type erased: what a ``Style`` holds.
///
/// You rarely make one yourself; read them from ``Style/setters`` to inspect a style:
///
/// ```swift
/// for setter in caption.setters {
///   print(setter.identity, setter.value, setter.location)
/// }
/// ```
public struct AnySetter<Root>: Sendable {
  /// The write; a key-path setter's also answers for its identity and value (see
  /// ``SetterAccess``).
  @usableFromInline
  let access: SetterAccess<Root>

  /// Where this setter was declared.
  public let location: SourceLocation

  /// What the setter declares besides its write; `nil` for a key-path setter.
  @usableFromInline
  let details: SetterDetails<Root>?

  /// The identity's ``SetterIdentity/comparisonClass``, kept so that adding a setter to a
  /// style, or resolving a block's overrides, compares one word per setter and works out
  /// an identity only where the classes agree.
  @usableFromInline
  let comparisonClass: Int

  /// What this setter sets.
  public var identity: SetterIdentity {
    .of(details: details, access: access)
  }

  /// The value this setter writes.
  ///
  /// A key-path setter keeps its value once, where its write reads it, and hands out a copy
  /// here; so this costs more than reading a stored property.
  public var value: any Sendable {
    details?.value ?? declaration()?.value ?? ()
  }

  /// How to capture and restore what this setter overwrites, if it can be: made when asked,
  /// by a capture or a stylesheet's compiled rule, never while a style is built.
  var restoration: Restoration<Root>? {
    if let details { return details.restoration }
    guard let keyPath = access(nil, nil), let declaration = declaration() else { return nil }
    return restoration(keyPath: keyPath, property: declaration.propertyType)
  }

  /// The value the setter would overwrite in `root`, read as a capture reads it; `nil` when
  /// the setter cannot read its property: a text stylesheet's `inherit` reads a parent so.
  package func currentValue(of root: Root) -> (any Sendable)? {
    restoration?.read(root)
  }

  /// Erases the value type of a setter.
  ///
  /// ```swift
  /// let erased = AnySetter(Setter(\Label.text, "Hi"))
  /// ```
  ///
  /// - Parameter setter: The setter to erase.
  @inlinable
  public init<Value>(_ setter: Setter<Root, Value>) {
    self.init(access: setter.access, location: setter.location, details: setter.details)
  }

  @usableFromInline
  init(
    access: @escaping SetterAccess<Root>, location: SourceLocation, details: SetterDetails<Root>?
  ) {
    // The fields are set here, not through the private initializer below: delegating
    // stops this one being inlined across modules, and every built setter passes through
    // it (measured: an 8-setter block 3.6x -> 4.0x closures, named modifiers 4.8x -> 5.5x).
    self.access = access
    self.location = location
    self.details = details
    self.comparisonClass = Self.comparisonClass(details: details, access: access)
  }

  /// Never inlined, even across modules, so that asking a key-path setter for its key path
  /// never happens where the optimizer sees the setter made: calling the new closure there
  /// stops it folding the closure's key-path write into a direct store (measured: applying
  /// a block went from 1.7x to 7.5x hand-written).
  @usableFromInline @inline(never)
  static func comparisonClass(details: SetterDetails<Root>?, access: SetterAccess<Root>) -> Int {
    if let details { return details.identity.comparisonClass }
    // A key-path setter, whose access returns its key path (see `SetterIdentity.of`).
    guard let keyPath = access(nil, nil) else { return 0 }
    return SetterIdentity.comparisonClass(of: keyPath)
  }

  /// A setter made from parts: an identity, a value, and the write.
  init(
    identity: SetterIdentity,
    value: any Sendable,
    location: SourceLocation,
    restoration: Restoration<Root>? = nil,
    access: @escaping SetterAccess<Root>
  ) {
    self.init(
      access: access, location: location,
      details: StoredSetterDetails(identity: identity, value: value, restoration: restoration))
  }

  /// What a key-path setter's access declares when asked: its value and its property's
  /// type; `nil` for any other setter.
  private func declaration() -> Resolution.Declaration? {
    var declaration: Resolution.Declaration?
    withUnsafeMutablePointer(to: &declaration) { declaration in
      var resolution = Resolution(context: nil)
      resolution.declaration = declaration
      _ = withUnsafeMutablePointer(to: &resolution) { access(nil, $0) }
    }
    return declaration
  }

  /// The restoration of a key-path setter: it writes back through the key path, and reads
  /// through the setter's access, where the key path folds.
  private func restoration<Property: Sendable>(
    keyPath: AnyKeyPath, property: Property.Type
  ) -> Restoration<Root>? {
    Restoration(keyPath: keyPath, valueType: property, reading: access)
  }

  /// The same setter, declared at another place: a setter read from a text stylesheet
  /// takes the file, line and column of its declaration.
  package func relocated(to location: SourceLocation) -> AnySetter {
    AnySetter(
      access: access, location: location, details: details, comparisonClass: comparisonClass)
  }

  private init(
    access: @escaping SetterAccess<Root>, location: SourceLocation,
    details: SetterDetails<Root>?, comparisonClass: Int
  ) {
    self.access = access
    self.location = location
    self.details = details
    self.comparisonClass = comparisonClass
  }

  /// Writes this setter's value into a root.
  ///
  /// ```swift
  /// var insets = EdgeInsets.zero
  /// AnySetter(Setter(\EdgeInsets.top, 8)).apply(to: &insets)
  /// ```
  ///
  /// - Parameter root: The value, or the reference to the object, to change.
  @inlinable
  public func apply(to root: inout Root) {
    style.apply(to: &root)
  }

  /// Whether `other` sets the same identity to an equal value.
  ///
  /// Values are compared with `==` when their type is `Equatable`; a value of any other
  /// type, such as a closure, equals nothing.
  ///
  /// - Parameter other: The setter to compare with.
  /// - Returns: `true` when both identities and values are equal.
  public func hasSameEffect(as other: AnySetter<Root>) -> Bool {
    identity == other.identity && ValueEquality.isEqual(value, other.value)
  }
}

extension AnySetter: CustomStringConvertible {
  /// The setter as `property = value (File.swift:line)`.
  public var description: String {
    "\(identity) = \(ValueDescription.of(value)) (\(location))"
  }
}
