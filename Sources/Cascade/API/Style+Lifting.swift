extension Style where Root: AnyObject {
  /// Creates a style for a subclass from a style for one of its superclasses.
  ///
  /// Swift cannot state "`Root` is a subclass of `Base`" generically, so the conversion is
  /// one closure whose upcast the compiler checks; `{ $0 }` is all it takes:
  ///
  /// ```swift
  /// let rounded = Style<View> { Setter(\.cornerRadius, 8) }
  /// let card = Style<Label> {
  ///   Style(rounded, upcast: { $0 })
  ///   Setter(\.numberOfLines, 0)
  /// }
  /// ```
  ///
  /// When both types adopt ``PropertyNaming``, each key-path identity is re-rooted on the
  /// subclass (`\View.alpha` becomes `\Label.alpha`), so a subclass setter for the same
  /// property overrides it and the style writes it once. Otherwise the identities stay
  /// those of the superclass; applying still gives the later value, in order.
  ///
  /// - Parameters:
  ///   - base: The superclass style.
  ///   - upcast: Converts a `Root` to the superclass; `{ $0 }`.
  public init<Base: AnyObject>(
    _ base: Style<Base>, upcast: @escaping @Sendable (Root) -> Base
  ) {
    let rerooting = Rerooting(from: Base.self, to: Root.self)
    let setters = base.setters.map { setter -> AnySetter<Root> in
      AnySetter(
        identity: rerooting.identity(setter.identity), value: setter.value,
        location: setter.location
      ) { root in
        var base = upcast(root)
        setter.write(&base)
      }
    }
    self.init(unique: setters)
  }
}
