/// The base substitute view: the properties of UIKit's `UIView` that a style sets, a view
/// tree, and change accounting.
///
/// Property names and defaults follow `UIView`, so a style reads like UIKit code:
///
/// ```swift
/// let card = View()
/// card.style(Style<View>().backgroundColor(.white).cornerRadius(12))
/// card.changedProperties  // ["backgroundColor", "cornerRadius"]
/// ```
///
/// Every view counts the property writes that changed a value (see ``changeCount``), so
/// tests and benchmarks can prove that restyling skips redundant work.
open class View: PropertyNaming, StyleApplicable, Stylable {
  /// Whether the view receives touches. UIKit's default: `true`.
  ///
  /// ```swift
  /// let passThrough = Style<View> { Setter(\.isUserInteractionEnabled, false) }
  /// ```
  public var isUserInteractionEnabled = true {
    didSet { noteChange("isUserInteractionEnabled", oldValue, isUserInteractionEnabled) }
  }
  /// Whether the autoresizing mask becomes constraints. UIKit's default: `true`.
  ///
  /// ```swift
  /// let constrained = Style<View> {
  ///   Setter(\.translatesAutoresizingMaskIntoConstraints, false)
  /// }
  /// ```
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      noteChange(
        "translatesAutoresizingMaskIntoConstraints", oldValue,
        translatesAutoresizingMaskIntoConstraints)
    }
  }
  /// The fill behind the view's content; `nil` is transparent. UIKit's default: `nil`.
  ///
  /// ```swift
  /// let card = Style<View> { Setter(\.backgroundColor, .white) }
  /// ```
  public var backgroundColor: Color? {
    didSet { noteChange("backgroundColor", oldValue, backgroundColor) }
  }
  /// The color of the view's tinted content. UIKit's default: the system blue.
  ///
  /// ```swift
  /// let accented = Style<Button> { Setter(\.tintColor, .orange) }
  /// ```
  public var tintColor: Color = .blue {
    didSet { noteChange("tintColor", oldValue, tintColor) }
  }
  /// How the tint color is adjusted, for instance dimmed behind an alert.
  ///
  /// ```swift
  /// let behindSheet = Style<View> { Setter(\.tintAdjustmentMode, .dimmed) }
  /// ```
  public var tintAdjustmentMode: TintAdjustmentMode = .automatic {
    didSet { noteChange("tintAdjustmentMode", oldValue, tintAdjustmentMode) }
  }
  /// Whether the view receives more than one touch at a time. UIKit's default: `false`.
  ///
  /// ```swift
  /// let canvas = Style<View> { Setter(\.isMultipleTouchEnabled, true) }
  /// ```
  public var isMultipleTouchEnabled = false {
    didSet { noteChange("isMultipleTouchEnabled", oldValue, isMultipleTouchEnabled) }
  }
  /// Whether the view handles touches exclusively. UIKit's default: `false`.
  ///
  /// ```swift
  /// let exclusive = Style<Button> { Setter(\.isExclusiveTouch, true) }
  /// ```
  public var isExclusiveTouch = false {
    didSet { noteChange("isExclusiveTouch", oldValue, isExclusiveTouch) }
  }
  /// Whether subviews are clipped to the view's bounds. UIKit's default: `false`.
  ///
  /// ```swift
  /// let photo = Style<ImageView> { Setter(\.clipsToBounds, true) }
  /// ```
  public var clipsToBounds = false {
    didSet { noteChange("clipsToBounds", oldValue, clipsToBounds) }
  }
  /// The view's opacity, from 0 to 1. UIKit's default: 1.
  ///
  /// The alpha stays within 0…1: a value outside it is clamped into it, so -1 becomes 0
  /// and infinity 1, and a write of NaN is ignored, leaving the alpha as it was.
  ///
  /// ```swift
  /// let faded = Style<View> { Setter(\.alpha, 0.5) }
  /// view.alpha = 2  // 1
  /// view.alpha = .nan  // still 1
  /// ```
  public var alpha = 1.0 {
    didSet {
      alpha = alpha.isNaN ? oldValue : min(max(alpha, 0), 1)
      noteChange("alpha", oldValue, alpha)
    }
  }
  /// Whether the view is fully opaque, a drawing hint. UIKit's default: `true`.
  ///
  /// ```swift
  /// let translucent = Style<View> { Setter(\.isOpaque, false) }
  /// ```
  public var isOpaque = true {
    didSet { noteChange("isOpaque", oldValue, isOpaque) }
  }
  /// Whether the view clears its bounds before drawing. UIKit's default: `true`.
  ///
  /// ```swift
  /// let layered = Style<View> { Setter(\.clearsContextBeforeDrawing, false) }
  /// ```
  public var clearsContextBeforeDrawing = true {
    didSet { noteChange("clearsContextBeforeDrawing", oldValue, clearsContextBeforeDrawing) }
  }
  /// Whether the view is hidden. UIKit's default: `false`.
  ///
  /// ```swift
  /// let collapsed = Style<View> { Setter(\.isHidden, true) }
  /// ```
  public var isHidden = false {
    didSet { noteChange("isHidden", oldValue, isHidden) }
  }
  /// How content is laid out when the bounds change. UIKit's default: `.scaleToFill`.
  ///
  /// ```swift
  /// let photo = Style<ImageView> { Setter(\.contentMode, .scaleAspectFill) }
  /// ```
  public var contentMode: ContentMode = .scaleToFill {
    didSet { noteChange("contentMode", oldValue, contentMode) }
  }
  /// The radius of the rounded corners, in points; UIKit's `layer.cornerRadius`.
  ///
  /// ```swift
  /// let rounded = Style<View> { Setter(\.cornerRadius, 12) }
  /// ```
  public var cornerRadius = 0.0 {
    didSet { noteChange("cornerRadius", oldValue, cornerRadius) }
  }
  /// The border drawn around the view; UIKit's `layer.borderWidth` and `borderColor`.
  ///
  /// ```swift
  /// let outlined = Style<View> { Setter(\.border, Border(width: 1, color: .gray)) }
  /// ```
  public var border: Border = .none {
    didSet { noteChange("border", oldValue, border) }
  }
  /// The shadow cast by the view; UIKit's `layer.shadow…` properties.
  ///
  /// ```swift
  /// let raised = Style<View> { Setter(\.shadow, Shadow(opacity: 0.2, radius: 8)) }
  /// ```
  public var shadow: Shadow = .none {
    didSet { noteChange("shadow", oldValue, shadow) }
  }
  /// The margins around the view's content. UIKit's default: 8 points on every edge.
  ///
  /// ```swift
  /// let roomy = Style<View> { Setter(\.layoutMargins, EdgeInsets(all: 16)) }
  /// ```
  public var layoutMargins = EdgeInsets(all: 8) {
    didSet { noteChange("layoutMargins", oldValue, layoutMargins) }
  }

  /// The view's style classes, which stylesheet rules select, such as `card` or `title`.
  ///
  /// A change marks the view for restyling (see `Stylable.setNeedsRestyle()`).
  public var styleClasses: Set<String> = [] {
    didSet { if styleClasses != oldValue { setNeedsRestyle() } }
  }

  /// Where a stylesheet keeps what it applied to this view. A view reports its changes:
  /// its classes, state and traits, and being added to a view.
  public let styleStorage = StyleStorage(reportsChanges: true)

  /// Traits this view and its subviews see instead of the context's, such as a compact
  /// width for a sidebar; `nil` to inherit them.
  ///
  /// ```swift
  /// let sidebar = View()
  /// sidebar.styleTraits = Traits().setting(HorizontalSizeClassKey.self, to: .compact)
  /// ```
  public var styleTraits: Traits? {
    didSet { if styleTraits != oldValue { setNeedsRestyle() } }
  }

  /// The view's children, back to front.
  ///
  /// ```swift
  /// let card = View()
  /// card.addSubview(Label())
  /// card.subviews.count  // 1
  /// ```
  public internal(set) var subviews: [View] = []
  /// The view that holds this one, if any.
  ///
  /// ```swift
  /// let card = View()
  /// let title = Label()
  /// card.addSubview(title)
  /// title.superview === card  // true
  /// ```
  public internal(set) weak var superview: View?

  /// How many property writes changed a value since the view was made or
  /// ``resetChangeCount()`` was called; a write of an equal value does not count.
  ///
  /// ```swift
  /// let label = Label()
  /// label.style(Style<Label>().numberOfLines(2).textColor(.black))
  /// label.changeCount  // 1: the text color was black already
  /// ```
  public internal(set) var changeCount = 0
  /// The names of the properties whose value changed, in the order they first changed.
  ///
  /// ```swift
  /// let label = Label()
  /// label.style(Style<Label>().text("Hello").alpha(1).numberOfLines(0))
  /// label.changedProperties  // ["text", "numberOfLines"]: the alpha was 1 already
  /// ```
  public var changedProperties: [String] { changes.map(\.description) }

  /// The properties that changed, in first-change order; see ``ChangedProperty``.
  var changes: [ChangedProperty] = []

  /// Creates a view with UIKit's default property values.
  ///
  /// ```swift
  /// let view = View()
  /// ```
  public init() {}

  // Releasing a view releases its subviews, and each of them its own, a stack frame per
  // level, which a deep enough tree overflows. Emptying every child that nothing else holds
  // before letting go of it releases the tree one view at a time instead, however deep.
  deinit {
    var pending = takeSubviews()
    while var child = pending.popLast() {
      if isKnownUniquelyReferenced(&child) { pending += child.takeSubviews() }
    }
  }

  /// The names of the properties a style sets, keyed by key paths rooted at the view's
  /// own class, so that a style for `View` re-roots onto any subclass.
  ///
  /// ```swift
  /// Label.propertyNames[\Label.alpha]  // "alpha"
  /// ```
  open class var propertyNames: [AnyKeyPath: String] {
    return PropertyNames.view(Self.self)
  }

  /// The states stylesheet rules can select; a plain view has none, a button its control
  /// state's.
  ///
  /// ```swift
  /// Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
  /// ```
  ///
  /// A view reports its changes, so that applying a sheet again passes clean views by. A
  /// subclass that overrides this must report its own: call `setNeedsRestyle()` whenever
  /// the value it returns changes, or a sheet applied again keeps the rules of the old
  /// state. A debug build reports a change nobody reported (see `UnreportedChange`).
  ///
  /// ```swift
  /// final class Toggle: View {
  ///   var isOn = false { didSet { if isOn != oldValue { setNeedsRestyle() } } }
  ///   override var styleState: StyleState { isOn ? .selected : [] }
  /// }
  /// ```
  open var styleState: StyleState { fixedStyleState ?? [] }

  /// The state this view answers instead of its own: a record of an element that is
  /// described, not built, has the element's state, which nothing in the view changes.
  /// `nil`, as for every view that is not such a record, for the view's own state.
  package var fixedStyleState: StyleState? {
    didSet { if fixedStyleState != oldValue { setNeedsRestyle() } }
  }

  /// The view that contains this one, for ancestry selectors.
  public var styleParent: (any Stylable)? { superview }

  /// The view's subviews, which a stylesheet styles after it.
  public var styleChildren: [any Stylable] { subviews }

  /// Removes `view` from this view's children; a subclass that tracks children in more
  /// places forgets it there too.
  func removeSubview(_ view: View) {
    subviews.removeAll { $0 === view }
    view.superview = nil
  }
}
