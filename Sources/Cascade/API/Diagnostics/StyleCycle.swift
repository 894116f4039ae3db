/// An object that a stylesheet met again below itself while styling a tree: the tree has a
/// cycle, an object among its own descendants or ancestors.
///
/// The walk styles each object at most once and does not go into an object met again, so a
/// cycle in a custom ``Stylable``'s `styleChildren` or `styleParent` ends the walk instead
/// of hanging it; ``Stylesheet/apply(to:in:restyling:)`` then throws a ``StylesheetError`` naming it.
/// An object that one parent lists twice is styled once, and is no cycle.
///
/// ```swift
/// let sheet = Stylesheet { Rule(View.self) { Setter(\.alpha, 0.5) } }
/// do {
///   try sheet.apply(to: screen, in: .light)
/// } catch {
///   for cycle in error.cycles { print(cycle) }  // such as "View, met again from View"
/// }
/// ```
public struct StyleCycle: Error, Sendable, Hashable, CustomStringConvertible {
  /// The object met again, as its type and classes.
  public let object: String
  /// The object from which it was met again, as its type and classes: a parent that
  /// lists it among its children, or a child that names it as its parent.
  public let reachedFrom: String

  init(object: any Stylable, reachedFrom other: (any Stylable)?) {
    self.object = Self.describe(object)
    self.reachedFrom = other.map(Self.describe) ?? "the start of the walk"
  }

  /// The cycle as `Type .class, met again from Type .class`.
  public var description: String { "\(object), met again from \(reachedFrom)" }

  /// An object as its type and sorted classes: `Label .caption.title`.
  static func describe(_ object: any Stylable) -> String {
    let classes = object.styleClasses.sorted().map { ".\($0)" }.joined()
    return "\(type(of: object))" + (classes.isEmpty ? "" : " \(classes)")
  }
}
