/// A change to a world between two applications of a stylesheet, as data. Objects are
/// numbered in order of creation; the root is 0.
enum Mutation: Hashable, Sendable {
  case nothing
  case toggleClass(object: Int, name: String)
  case toggleState(object: Int, flag: StateFlag)
  case setObjectTraits(object: Int, traits: TraitsSpec?)
  case setContextTraits(TraitsSpec)
  /// Switches the context's theme, by index into ``ThemeSpec/all``.
  case switchTheme(Int)
  /// Moves an object under a new parent, which is not in the object's subtree.
  case move(object: Int, parent: Int)
  /// Takes an object, with its subtree, out of the tree for good.
  case remove(object: Int)
  /// Adds objects, numbered from the next free number on.
  case add([ObjectSpec])
  /// Sets an object's inline style; an empty one clears it.
  case setInline(object: Int, setters: [SetterSpec])
  /// Applies a sheet to an object's subtree: another sheet, a new version of one, or the
  /// current one to a subtree.
  case apply(SheetSpec, root: Int)
  /// Takes a sheet's part off a subtree, with `Stylesheet.remove(from:)`.
  case removeSheet(SheetSpec, root: Int)
  /// Applies a sheet to an object's subtree in a theme (by index into ``ThemeSpec/all``)
  /// and traits other than the world's, which stay as they are.
  case applyInContext(SheetSpec, root: Int, theme: Int, traits: TraitsSpec)
}
