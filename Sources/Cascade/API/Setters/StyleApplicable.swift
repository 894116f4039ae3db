/// A class whose instances can apply a style to themselves inline, for chaining at creation.
///
/// Adopt it on your own view classes to get ``style(_:)``; the substitute views of
/// `CascadeViews` adopt it already:
///
/// ```swift
/// final class Badge: StyleApplicable {
///   var count = 0
/// }
/// let badge = Badge().style(Style<Badge> { Setter(\.count, 3) })
/// ```
public protocol StyleApplicable: AnyObject {}

extension StyleApplicable {
  /// Applies a style to this object and returns it, so styling reads inline at creation.
  ///
  /// ```swift
  /// let title = Label().style(Style { Setter(\.font, .headline) })
  /// ```
  ///
  /// - Parameter style: The style to apply.
  /// - Returns: This object, styled.
  @inlinable
  @discardableResult
  public func style(_ style: Style<Self>) -> Self {
    style.apply(to: self)
    return self
  }
}
