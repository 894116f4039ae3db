extension Style where Root: AnyObject {
  /// Returns this style as a style for a subclass of its root.
  ///
  /// Swift cannot state "`Derived` is a subclass of `Root`" generically, so the conversion
  /// takes one closure whose upcast the compiler checks: `{ $0 }` where the result's type is
  /// known, or a closure that names `Derived`:
  ///
  /// ```swift
  /// class Shape { var cornerRadius = 0.0 }
  /// final class Circle: Shape { var radius = 0.0 }
  /// let rounded = Style<Shape> { Setter(\.cornerRadius, 8) }
  /// let badge = Style<Circle> {
  ///   rounded.lifted(upcast: { (circle: Circle) in circle })
  ///   Setter(\.radius, 4)
  /// }
  /// ```
  ///
  /// When both types adopt ``PropertyNaming``, each key-path identity is re-rooted on the
  /// subclass (`\Shape.fill` becomes `\Circle.fill`), so a subclass setter for the same
  /// property overrides it and the style writes it once. Otherwise the identities stay
  /// those of the superclass, and applying still leaves the later value, in order.
  ///
  /// It is a method rather than an initializer on purpose: an initializer taking a closure
  /// would compete with the builder initializer for every `Style { … }` block and bury the
  /// diagnostics of a wrong block under its own.
  ///
  /// - Parameter upcast: Converts a `Derived` to this style's root; `{ $0 }`.
  /// - Returns: A style for `Derived` with the same setters, values and sites.
  public func lifted<Derived: AnyObject>(
    upcast: @escaping @Sendable (Derived) -> Root
  ) -> Style<Derived> {
    let rerooting = Rerooting(from: Root.self, to: Derived.self)
    let setters = self.setters.map { setter -> AnySetter<Derived> in
      let access = setter.access
      return AnySetter(
        access: { derived, resolution in
          guard let derived else { return nil }
          var root = upcast(derived.pointee)
          return withUnsafeMutablePointer(to: &root) { access($0, resolution) }
        },
        location: setter.location,
        details: LiftedSetterDetails(
          identity: rerooting.identity(setter.identity), base: setter, upcast: upcast))
    }
    return Style<Derived>(unique: setters)
  }
}
