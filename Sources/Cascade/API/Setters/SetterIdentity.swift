/// What a setter sets: the key that decides which setter wins when two set the same thing.
///
/// Two setters with equal identities set the same property, so in a ``Style`` the later one
/// overrides the earlier one. An identity is one of:
/// - a key path (`\Label.text`), for ``Setter/init(_:_:fileID:line:)-(_,Value,_,_)``;
/// - a key path with a qualifier, such as a control state, for per-state values;
/// - a name, for a write that no key path describes.
///
/// ```swift
/// let highlightedTitle =
///   SetterIdentity.keyPath(\Button.titles, qualifier: ControlState.highlighted)
/// let shadow = SetterIdentity.named("shadowPath")
/// ```
public struct SetterIdentity: Sendable, Hashable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case keyPath(SendableKeyPath)
    case qualified(SendableKeyPath, Qualifier)
    case named(String)
  }

  let kind: Kind

  /// The identity of a plain property write through a key path.
  ///
  /// ```swift
  /// let id = SetterIdentity.keyPath(\Label.text)
  /// ```
  ///
  /// - Parameter keyPath: The property's key path.
  /// - Returns: An identity equal to that of every setter for the same key path.
  public static func keyPath(_ keyPath: any AnyKeyPath & Sendable) -> SetterIdentity {
    SetterIdentity(kind: .keyPath(SendableKeyPath(keyPath: keyPath)))
  }

  /// The identity of a property qualified by a value, such as a per-state title.
  ///
  /// Setters for the same key path with different qualifiers are different identities, so
  /// a style can hold a title for each control state.
  ///
  /// ```swift
  /// let id = SetterIdentity.keyPath(\Button.titles, qualifier: ControlState.highlighted)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property's key path.
  ///   - qualifier: The value that tells this write from others to the same property.
  /// - Returns: The qualified identity.
  public static func keyPath(
    _ keyPath: any AnyKeyPath & Sendable, qualifier: some Hashable & Sendable
  ) -> SetterIdentity {
    SetterIdentity(kind: .qualified(SendableKeyPath(keyPath: keyPath), Qualifier(qualifier)))
  }

  /// The identity of a write that no key path describes, such as a method call.
  ///
  /// ```swift
  /// let id = SetterIdentity.named("accessibilityLabel")
  /// ```
  ///
  /// - Parameter name: A name unique among the setters of the root type.
  /// - Returns: An identity equal to every other with the same name.
  public static func named(_ name: String) -> SetterIdentity {
    SetterIdentity(kind: .named(name))
  }

  /// The identity of a key path taken without a `Sendable` check, for setters, whose
  /// key-path literals must stay visible to the optimizer.
  @usableFromInline
  package init(uncheckedKeyPath keyPath: AnyKeyPath) {
    self.kind = .keyPath(SendableKeyPath(keyPath: keyPath))
  }

  init(kind: Kind) {
    self.kind = kind
  }

  /// The key path this identity names, if it names one.
  public var keyPath: AnyKeyPath? {
    switch kind {
    case .keyPath(let boxed), .qualified(let boxed, _): boxed.keyPath
    case .named: nil
    }
  }

  /// The key path of a plain property identity, without a qualifier.
  @usableFromInline
  package var plainKeyPath: AnyKeyPath? {
    guard case .keyPath(let boxed) = kind else { return nil }
    return boxed.keyPath
  }

  /// A readable name: the property path, the qualifier in brackets, or the name.
  ///
  /// ```swift
  /// SetterIdentity.keyPath(\Label.text).description  // "text"
  /// ```
  public var description: String {
    switch kind {
    case .keyPath(let boxed): PropertyName.of(boxed.keyPath)
    case .qualified(let boxed, let qualifier): "\(PropertyName.of(boxed.keyPath))[\(qualifier)]"
    case .named(let name): name
    }
  }

  /// The same identity with its key path re-rooted by `transform`, qualifier kept.
  func mapKeyPath(_ transform: (SendableKeyPath) -> SendableKeyPath?) -> SetterIdentity {
    switch kind {
    case .keyPath(let boxed):
      transform(boxed).map { SetterIdentity(kind: .keyPath($0)) } ?? self
    case .qualified(let boxed, let qualifier):
      transform(boxed).map { SetterIdentity(kind: .qualified($0, qualifier)) } ?? self
    case .named: self
    }
  }
}

extension SetterIdentity {
  /// A cheap class that equal identities share: the key path's type (its root and value
  /// types), or one class for all names. Telling most identities apart by it is a comparison of
  /// two words, where comparing key paths copies and walks them.
  @usableFromInline
  var comparisonClass: Int {
    switch kind {
    case .keyPath(let boxed): Self.comparisonClass(of: boxed.keyPath)
    case .qualified(let boxed, _): ~Self.comparisonClass(of: boxed.keyPath)
    // One class for every name: names equal as Swift compares strings can differ in
    // their bytes, and named setters are few.
    case .named: 1
    }
  }

  /// The comparison class of a plain key-path identity: the address of its type's metadata.
  @inlinable
  static func comparisonClass(of keyPath: AnyKeyPath) -> Int {
    Int(bitPattern: UInt(bitPattern: ObjectIdentifier(type(of: keyPath))))
  }
}
