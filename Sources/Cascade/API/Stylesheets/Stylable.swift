/// An object that takes part in stylesheets: it has style classes, a state, a place in a
/// tree, and storage for what the cascade applied to it.
///
/// The substitute views of `CascadeViews` adopt it; an app's own view types can too:
///
/// ```swift
/// final class Badge: Stylable {
///   var styleClasses: Set<String> = ["badge"]
///   var styleState: StyleState = []
///   weak var styleParent: (any Stylable)?
///   var styleChildren: [any Stylable] { [] }
///   let styleStorage = StyleStorage()
///   var count = 0
/// }
/// ```
public protocol Stylable: AnyObject {
  /// The style classes (tags) the object has, such as `card` or `title`. An object whose
  /// storage reports its changes calls ``setNeedsRestyle()`` whenever this changes.
  var styleClasses: Set<String> { get }
  /// The interaction states the object is in. An object whose storage reports its changes
  /// calls ``setNeedsRestyle()`` whenever this changes, however it is computed.
  var styleState: StyleState { get }
  /// The object that contains this one, for ancestry selectors.
  var styleParent: (any Stylable)? { get }
  /// The objects this one contains, which a stylesheet styles after it: it reads them once
  /// this object is styled, and matches them against this object as styled. Each must
  /// name this object as its ``styleParent``: a stylesheet skips a child that names
  /// another, as it does a child that a setter moved away during the walk.
  var styleChildren: [any Stylable] { get }
  /// Traits that this object and its descendants see instead of the context's, as a
  /// subtree's trait collection can differ from the window's; `nil` to inherit them.
  var styleTraits: Traits? { get }
  /// Where the cascade keeps what it applied to this object, so that it can restore what
  /// no rule sets any more. Give each object its own.
  var styleStorage: StyleStorage { get }
  /// What the object holds for a property, in its own form, before the cascade first sets
  /// the property, so that ``restoreStyleOriginal(_:of:)`` can put exactly that back; `nil`
  /// to let the cascade keep the value the property's setter reads, the default.
  ///
  /// An object implements it for properties whose setter's value loses something the
  /// object holds: a platform color that follows the appearance, a value that the object
  /// inherits from its parent until it has one of its own.
  /// The snippet `OwnOriginals` keeps, for a color that inherits from the parent, whether
  /// the object had one of its own, so that the color inherits again after a restyle. The cascade asks once per
  /// property, when a rule first sets it, and keeps the answer until it puts it back.
  ///
  /// ```swift
  /// Label().styleOriginal(of: "text")  // nil: the cascade keeps what the setter reads
  /// ```
  ///
  /// - Parameter property: The property's name, as a style's description gives it
  ///   (`textColor`, `title[highlighted]`).
  /// - Returns: The original in the object's own form, or `nil` for the setter's.
  func styleOriginal(of property: String) -> (any Sendable)?
  /// Puts back a value that ``styleOriginal(of:)`` gave for a property.
  ///
  /// - Parameters:
  ///   - original: The value ``styleOriginal(of:)`` gave.
  ///   - property: The property's name.
  func restoreStyleOriginal(_ original: any Sendable, of property: String)
}

extension Stylable {
  /// No traits of its own: the object sees its parent's, or the context's.
  public var styleTraits: Traits? { nil }

  /// No original of its own for any property: the cascade keeps what the setter reads.
  public func styleOriginal(of property: String) -> (any Sendable)? { nil }

  /// Nothing to put back, as the object gives no original of its own.
  public func restoreStyleOriginal(_ original: any Sendable, of property: String) {}
}
