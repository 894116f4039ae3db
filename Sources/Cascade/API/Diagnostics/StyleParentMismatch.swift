/// A child that a stylesheet did not style because it does not name the object that lists
/// it as its parent: its ``Stylable/styleParent`` is `nil` or another object while the
/// object's ``Stylable/styleChildren`` has it.
///
/// A custom ``Stylable`` that forgets to set the child's parent link looks like a rule that
/// does not match, so the walk reports it: ``Stylesheet/apply(to:in:restyling:)`` throws a
/// ``StylesheetError`` naming each such child, after styling everything else.
///
/// ```swift
/// let sheet = Stylesheet { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
/// do {
///   try sheet.apply(to: screen, in: .light)
/// } catch {
///   for mismatch in error.parentMismatches { print(mismatch) }
///   // such as "Label .title, listed by View .card, names no parent"
/// }
/// ```
public struct StyleParentMismatch: Error, Sendable, Hashable, CustomStringConvertible {
  /// The child left unstyled, as its type and classes.
  public let child: String
  /// The object whose children list it, as its type and classes.
  public let listedBy: String
  /// The object the child names as its parent, as its type and classes, or `nil` when it
  /// names none.
  public let namedParent: String?

  init(child: any Stylable, listedBy parent: any Stylable) {
    self.child = StyleCycle.describe(child)
    self.listedBy = StyleCycle.describe(parent)
    self.namedParent = child.styleParent.map(StyleCycle.describe)
  }

  /// The mismatch as `Type .class, listed by Type .class, names Type .class as its parent`.
  public var description: String {
    "\(child), listed by \(listedBy), "
      + (namedParent.map { "names \($0) as its parent" } ?? "names no parent")
  }
}
