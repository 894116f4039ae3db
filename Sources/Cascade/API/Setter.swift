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
///   Setter(\.insets.top, 8)   // nested paths work too
/// }
/// ```
///
/// A setter records where it was declared, so a style's description can say where each
/// value came from. For what a key path cannot reach, such as a method call, make a custom
/// setter with ``init(_:value:fileID:line:write:)``.
public struct Setter<Root, Value: Sendable>: Sendable {
  /// What this setter sets; a later setter with an equal identity overrides this one.
  public let identity: SetterIdentity

  /// The value this setter writes.
  public let value: Value

  /// Where this setter was declared.
  public let location: SourceLocation

  /// Writes `value` into a root; built where the setter is declared so that the optimizer
  /// sees the key path literal.
  @usableFromInline
  let write: @Sendable (inout Root) -> Void

  /// Creates a setter that writes `value` through `keyPath`.
  ///
  /// For a class root the key path is a reference-writable one (`\Label.text`); for a
  /// value-type root, a writable one, applied through `inout`.
  ///
  /// ```swift
  /// let rounded = Setter(\Card.cornerRadius, 12)
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The property to write.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  @inlinable
  public init(
    _ keyPath: any WritableKeyPath<Root, Value> & Sendable,
    _ value: Value,
    fileID: String = #fileID,
    line: Int = #line
  ) {
    self.identity = .keyPath(keyPath)
    self.value = value
    self.location = SourceLocation(fileID: fileID, line: line)
    self.write = { root in root[keyPath: keyPath] = value }
  }

  /// Creates a custom setter: an identity and a closure that writes the value.
  ///
  /// Use it for what is not a plain property, such as a per-state title set through a
  /// method. It composes, overrides and describes itself like a key-path setter:
  ///
  /// ```swift
  /// let highlightedTitle = Setter<Button, String>(
  ///   .keyPath(\Button.title, qualifier: "highlighted"), value: "Following"
  /// ) { button, title in
  ///   button.setTitle(title, for: .highlighted)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - identity: What the setter sets; setters with equal identities override each other.
  ///   - value: The value to write.
  ///   - fileID: The declaring file; leave the default.
  ///   - line: The declaring line; leave the default.
  ///   - write: Writes the value into a root.
  @inlinable
  public init(
    _ identity: SetterIdentity,
    value: Value,
    fileID: String = #fileID,
    line: Int = #line,
    write: @escaping @Sendable (inout Root, Value) -> Void
  ) {
    self.identity = identity
    self.value = value
    self.location = SourceLocation(fileID: fileID, line: line)
    self.write = { root in write(&root, value) }
  }

  /// Writes this setter's value into a value-type root.
  ///
  /// ```swift
  /// var insets = Insets()
  /// Setter(\Insets.top, 8).apply(to: &insets)
  /// ```
  ///
  /// - Parameter root: The value to change.
  @inlinable
  public func apply(to root: inout Root) {
    write(&root)
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
    write(&root)
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
