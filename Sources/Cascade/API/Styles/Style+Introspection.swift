extension Style {
  /// The number of setters, one per identity.
  ///
  /// ```swift
  /// Style<Label>().numberOfLines(2).count  // 1
  /// ```
  public var count: Int { setters.count }

  /// Whether the style sets nothing.
  ///
  /// ```swift
  /// Style<Label>().isEmpty  // true
  /// ```
  public var isEmpty: Bool { setters.isEmpty }

  /// The identities this style sets, in application order.
  ///
  /// ```swift
  /// caption.identities.contains(.keyPath(\Label.font))
  /// ```
  public var identities: [SetterIdentity] { setters.map { $0.identity } }

  /// The setter this style holds for an identity, if any.
  ///
  /// ```swift
  /// caption.setter(for: .keyPath(\Label.font))?.location
  /// ```
  ///
  /// - Parameter identity: The identity to look up.
  /// - Returns: The winning setter for that identity, or `nil`.
  /// - Complexity: O(*n*), where *n* is ``count``.
  public func setter(for identity: SetterIdentity) -> AnySetter<Root>? {
    setters.first { $0.identity == identity }
  }

  /// The value this style sets for an identity, if any.
  ///
  /// ```swift
  /// caption.value(for: .named("accessibilityLabel"))
  /// ```
  ///
  /// - Parameter identity: The identity to look up.
  /// - Returns: The value, or `nil` when the style does not set that identity.
  /// - Complexity: O(*n*), where *n* is ``count``.
  public func value(for identity: SetterIdentity) -> (any Sendable)? {
    setter(for: identity)?.value
  }

  /// The value this style sets through a key path, typed.
  ///
  /// ```swift
  /// caption.value(for: \.numberOfLines)  // Optional(1)
  /// ```
  ///
  /// - Parameter keyPath: The property to look up.
  /// - Returns: The value, or `nil` when the style does not set that property.
  /// - Complexity: O(*n*), where *n* is ``count``.
  public func value<Value>(for keyPath: KeyPath<Root, Value>) -> Value? {
    value(for: SetterIdentity(uncheckedKeyPath: keyPath)) as? Value
  }
}
