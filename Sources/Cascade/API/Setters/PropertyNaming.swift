/// A type that names its styled properties, for readable dumps and for re-rooting styles.
///
/// On platforms without Objective-C metadata a key path to a computed property (or to a
/// stored property with an observer, or an overridable class property) cannot describe
/// itself by name. A root type adopts `PropertyNaming` to name the properties a style
/// sets; ``Style`` descriptions then read `text = "Hi"` rather than an address. A path
/// that goes on from a named property, such as `\Card.insets.top`, is named in full when
/// the property's type adopts `PropertyNaming` too; otherwise an optimized build may
/// describe it by address.
///
/// The names also let a style for a superclass be re-rooted on a subclass (see
/// ``Style/lifted(upcast:)``): a setter for `\View.alpha` takes the identity of
/// `\Label.alpha` when both types name that property `alpha`, so a subclass setter
/// overrides it.
///
/// ```swift
/// final class Badge: PropertyNaming {
///   var count = 0 { didSet { redraw() } }
///   static var propertyNames: [AnyKeyPath: String] { [\Badge.count: "count"] }
///   func redraw() {}
/// }
/// ```
public protocol PropertyNaming {
  /// The names of this type's styled properties, keyed by key paths rooted at this type.
  ///
  /// A subclass lists its inherited properties again with key paths rooted at itself.
  /// Return the same table every time: Cascade reads it once per type and keeps it.
  static var propertyNames: [AnyKeyPath: String] { get }
}
