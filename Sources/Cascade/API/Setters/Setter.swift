/// One property write: a key path and the value to write through it.
///
/// A setter is the unit a ``Style`` is made of. The compiler checks the key path against
/// the root type and the value against the property's type, so a misspelt or read-only
/// property, or a value of the wrong type, is a compile error:
///
/// ```swift
/// let style = Style<Label> {
///   Setter(\.text, "Hello")
///   Setter(\.numberOfLines, 2)
///   Setter(\.layoutMargins.top, 4)   // nested paths work too
/// }
/// ```
///
/// A setter records where it was declared, so a style's description can say where each
/// value came from. For what a key path cannot reach, such as a method call, make a custom
/// setter with ``init(_:value:fileID:line:read:write:)-(_,Value,_,_,_,_)``, or, for a token,
/// with ``init(_:value:fileID:line:read:write:)-(_,StyleValue<Property>,_,_,_,_)``.
public struct Setter<Root, Value: Sendable>: Sendable {
  /// The value this setter writes.
  public let value: Value

  /// Where this setter was declared.
  public let location: SourceLocation

  /// The write, which a key-path setter's also answers for its identity and value (see
  /// ``SetterAccess``).
  @usableFromInline
  let access: SetterAccess<Root>

  /// What a custom setter declares besides its write; `nil` for a key-path setter.
  @usableFromInline
  let details: SetterDetails<Root>?

  /// What this setter sets; a later setter with an equal identity overrides this one.
  ///
  /// ```swift
  /// Setter(\Label.text, "Hi").identity == .keyPath(\Label.text)  // true
  /// ```
  public var identity: SetterIdentity {
    .of(details: details, access: access)
  }

  /// Creates a setter that writes `value` through `keyPath`.
  ///
  /// For a class root the key path is a reference-writable one (`\Label.text`); for a
  /// value-type root, a writable one, applied through `inout`.
  ///
  /// ```swift
  /// let rounded = Setter(\View.cornerRadius, 12)
  /// ```
  ///
  /// A style is `Sendable`, so the key path is shared across tasks. Property paths always
  /// are safe to share; a subscript path is when its arguments are `Sendable`
  /// (`\.insets[.top]`). Do not pass a subscript argument of a non-`Sendable` class: the
  /// compiler does not check it here, since checking it would cost every write its
  /// optimization.
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ value: Value,
    fileID: String = #fileID,
    line: Int = #line
  ) {
    // The key path is taken as the plain class, not as `any WritableKeyPath & Sendable`,
    // and captured once, by `access` alone: only then can the optimizer fold the write into
    // a direct store. (A generic `Path: WritableKeyPath & Sendable` would fold too, but a
    // key-path literal is only inferred Sendable where an existential is expected.) A key
    // path is immutable; one whose subscript arguments are Sendable, as every property
    // path's are, is safe to share. The one unchecked case, a subscript argument of a
    // non-Sendable class, is documented on this initializer.
    nonisolated(unsafe) let keyPath = keyPath
    self.value = value
    self.location = SourceLocation(fileID: fileID, line: line)
    self.details = nil
    // `access` is a local function so that it can be marked to inline: the optimizer
    // specializes the closure for the key-path literal, and folds the key path only if the
    // body is inlined into that specialization. Reading the property (a stylesheet's
    // capture) makes the body too large to inline without the mark.
    @inline(__always) @Sendable
    func access(
      _ root: UnsafeMutablePointer<Root>?, _ resolution: UnsafeMutablePointer<Resolution>?
    ) -> AnyKeyPath? {
      guard let root else {
        Resolution.declare(value, writing: Value.self, for: resolution)
        return keyPath
      }
      if Resolution.readOriginal(of: root, at: keyPath, for: resolution) { return nil }
      root.pointee[keyPath: keyPath] = value
      return nil
    }
    self.access = access
  }

  /// Creates a setter that writes a non-optional value into an optional property.
  ///
  /// Without it, a block could not infer `Setter(\.backgroundColor, accent)` where the
  /// property is `Color?` and `accent` a `Color`.
  ///
  /// ```swift
  /// let accent = Color.blue
  /// let filled = Style<View> { Setter(\.backgroundColor, accent) }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The optional property to write.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable @_disfavoredOverload
  public init<Wrapped>(
    _ keyPath: WritableKeyPath<Root, Wrapped?>,
    _ value: Wrapped,
    fileID: String = #fileID,
    line: Int = #line
  ) where Value == Wrapped? {
    self.init(keyPath, Optional(value), fileID: fileID, line: line)
  }

  /// A read-only property cannot be set: this overload exists to say so.
  ///
  /// A `let`, a `private(set)` property or a computed property without a setter has only
  /// a `KeyPath`, and a setter needs a `WritableKeyPath`. Without this overload the first
  /// error would be about converting key-path types; with it, it names the problem.
  @available(
    *, unavailable,
    message:
      "the key path is read-only (a 'let', a 'private(set)' or get-only property, or a value of type KeyPath): a setter needs a WritableKeyPath"
  )
  @_disfavoredOverload
  public init(
    _ keyPath: KeyPath<Root, Value>,
    _ value: Value,
    fileID: String = #fileID,
    line: Int = #line
  ) {
    // Unavailable: no call compiles. The body still makes a setter that writes nothing,
    // so that no path through it can stop the program.
    self.init(.named("\(keyPath)"), value: value, fileID: fileID, line: line) { _, _ in }
  }

  /// Creates a custom setter: an identity and a closure that writes the value.
  ///
  /// Use it for what is not a plain property, such as a value set through a method. It
  /// composes, overrides and describes itself like a key-path setter:
  ///
  /// ```swift
  /// final class Avatar { func setAccessibilityLabel(_ text: String) {} }
  /// let accessibility = Setter<Avatar, String>(.named("accessibilityLabel"), value: "Ada") {
  ///   avatar, text in avatar.setAccessibilityLabel(text)
  /// }
  /// ```
  ///
  /// With `CascadeViews`, `Setter.title(_:for:)` is such a setter: its identity is the
  /// button's titles qualified by the control state.
  ///
  /// - Parameters:
  ///   - identity: What the setter sets; setters with equal identities override each other.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  ///   - read: Reads the value the setter would overwrite, so that
  ///     ``Style/capturingCurrentValues(of:)`` and stylesheets can restore it through
  ///     `write`. Without it, the property is restored only when `identity` is a writable
  ///     key path to a property of type `Value`, and then through that key path; otherwise
  ///     it is left out of a capture.
  ///   - write: Writes the value into a root.
  @inlinable
  public init(
    _ identity: SetterIdentity,
    value: Value,
    fileID: String = #fileID,
    line: Int = #line,
    read: (@Sendable (Root) -> Value)? = nil,
    write: @escaping @Sendable (inout Root, Value) -> Void
  ) {
    self.value = value
    self.location = SourceLocation(fileID: fileID, line: line)
    self.details = CustomSetterDetails(identity: identity, value: value, read: read, write: write)
    self.access = { root, _ in
      if let root { write(&root.pointee, value) }
      return nil
    }
  }

  /// Creates a setter that writes through closures and is, to everything else, the
  /// key-path setter of `keyPath`: its identity, value, restoration and description are
  /// that setter's. What a named modifier makes: the closures write as directly as a
  /// hand-written assignment, where a key path on a generic root could not fold.
  ///
  /// - Parameters:
  ///   - keyPath: The property's key path on `Root`, writable, to a property of type
  ///     `Value`.
  ///   - value: The value to write.
  ///   - location: Where the setter was declared.
  ///   - read: Reads the property.
  ///   - write: Writes the property.
  @inlinable
  package init(
    property keyPath: AnyKeyPath, value: Value, location: SourceLocation,
    read: @escaping @Sendable (Root) -> Value,
    write: @escaping @Sendable (inout Root, Value) -> Void
  ) {
    nonisolated(unsafe) let keyPath = keyPath  // a property's key path; see SendableKeyPath
    self.value = value
    self.location = location
    self.details = nil
    self.access = { root, resolution in
      guard let root else {
        Resolution.declare(value, writing: Value.self, for: resolution)
        return keyPath
      }
      if let original = resolution?.pointee.original {
        Resolution.keep(read(root.pointee), in: original)
        return nil
      }
      write(&root.pointee, value)
      return nil
    }
  }

  /// Writes this setter's value into a value-type root.
  ///
  /// ```swift
  /// var insets = EdgeInsets.zero
  /// Setter(\EdgeInsets.top, 8).apply(to: &insets)
  /// ```
  ///
  /// - Parameter root: The value to change.
  @inlinable
  public func apply(to root: inout Root) {
    style.apply(to: &root)
  }
}

extension Setter where Root: AnyObject {
  /// Writes this setter's value into an object.
  ///
  /// ```swift
  /// Setter(\Label.text, "Hi").apply(to: label)
  /// ```
  ///
  /// - Parameter root: The object to change.
  @inlinable
  public func apply(to root: Root) {
    var root = root
    apply(to: &root)
  }
}

extension Setter: CustomStringConvertible {
  /// The setter as `property = value (File.swift:line)`.
  ///
  /// ```swift
  /// print(Setter(\Label.numberOfLines, 2))  // numberOfLines = 2 (App/Styles.swift:3)
  /// ```
  public var description: String {
    AnySetter(self).description
  }
}
