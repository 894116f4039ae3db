/// The base substitute view: the properties of UIKit's `UIView` that a style sets, and a
/// view tree.
///
/// ```swift
/// let card = View()
/// card.style(Style<View>().backgroundColor(.white).cornerRadius(12))
/// ```
open class View: PropertyNaming {
  /// The fill behind the view's content; `nil` is transparent.
  public var backgroundColor: Color?
  /// The view's opacity, from 0 to 1.
  public var alpha: Double = 1
  /// Whether the view is hidden.
  public var isHidden = false
  /// The radius of the view's rounded corners, in points.
  public var cornerRadius: Double = 0

  /// The view's children, back to front.
  public private(set) var subviews: [View] = []
  /// The view that holds this one, if any.
  public private(set) weak var superview: View?

  /// Creates a view with UIKit's default property values.
  ///
  /// ```swift
  /// let view = View()
  /// ```
  public init() {}

  /// The names of the properties a style sets, keyed by key paths rooted at the view's
  /// own class, so that a style for `View` re-roots onto any subclass.
  ///
  /// ```swift
  /// Label.propertyNames[\Label.alpha]  // "alpha"
  /// ```
  open class var propertyNames: [AnyKeyPath: String] {
    let kind: any ViewKind.Type = self
    return PropertyNames.view(kind)
  }

  /// Adds a view as the frontmost child, taking it from its current parent first.
  ///
  /// ```swift
  /// card.addSubview(titleLabel)
  /// ```
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Takes this view out of its parent's children.
  ///
  /// ```swift
  /// badge.removeFromSuperview()
  /// ```
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }
}
