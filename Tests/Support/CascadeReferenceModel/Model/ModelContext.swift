/// What an application resolved an object's values in: the context's theme, and the traits
/// the object saw.
struct ModelContext: Hashable, Sendable {
  /// The theme, by index into ``ThemeSpec/all``.
  var theme: Int
  var traits: TraitsSpec
}
