/// A substitute for UIKit's `UIStackView`: a view that lines up its arranged subviews
/// along an axis.
///
/// ```swift
/// let stats = StackView()
/// stats.style(Style<StackView>().axis(.horizontal).spacing(12).distribution(.fillEqually))
/// stats.addArrangedSubview(Label())
/// ```
open class StackView: View {
  /// How arranged subviews line up across the axis; mirrors `UIStackView.Alignment`.
  ///
  /// ```swift
  /// let row = Style<StackView> { Setter(\.alignment, .center) }
  /// ```
  public enum Alignment: Sendable, Hashable, CaseIterable {
    /// Stretched to fill the stack across the axis.
    case fill
    /// Along the leading edge (the top, in a horizontal stack).
    case leading
    /// Along the first line of text, in a horizontal stack.
    case firstBaseline
    /// Centered across the axis.
    case center
    /// Along the trailing edge (the bottom, in a horizontal stack).
    case trailing
    /// Along the last line of text, in a horizontal stack.
    case lastBaseline

    /// The top edge, in a horizontal stack: the same as ``leading``.
    ///
    /// ```swift
    /// let toolbar = Style<StackView> { Setter(\.alignment, .top) }
    /// ```
    public static let top = Alignment.leading
    /// The bottom edge, in a horizontal stack: the same as ``trailing``.
    ///
    /// ```swift
    /// let footer = Style<StackView> { Setter(\.alignment, .bottom) }
    /// ```
    public static let bottom = Alignment.trailing
  }

  /// How arranged subviews share the length of the axis; mirrors
  /// `UIStackView.Distribution`.
  ///
  /// ```swift
  /// let tabs = Style<StackView> { Setter(\.distribution, .fillEqually) }
  /// ```
  public enum Distribution: Sendable, Hashable, CaseIterable {
    /// They fill the axis, stretching or shrinking by priority.
    case fill
    /// They fill the axis with equal lengths.
    case fillEqually
    /// They fill the axis in proportion to their natural lengths.
    case fillProportionally
    /// They keep their lengths, with equal space between them.
    case equalSpacing
    /// They keep their lengths, with their centers equally spaced.
    case equalCentering
  }

  /// The axis the arranged subviews line up along. UIKit's default: `.horizontal`.
  ///
  /// ```swift
  /// let column = Style<StackView> { Setter(\.axis, .vertical) }
  /// ```
  public var axis: Axis = .horizontal {
    didSet { noteChange("axis", oldValue, axis) }
  }
  /// The space between adjacent arranged subviews, in points. UIKit's default: 0.
  ///
  /// ```swift
  /// let airy = Style<StackView> { Setter(\.spacing, 12) }
  /// ```
  public var spacing = 0.0 {
    didSet { noteChange("spacing", oldValue, spacing) }
  }
  /// How the arranged subviews line up across the axis. UIKit's default: `.fill`.
  ///
  /// ```swift
  /// let row = Style<StackView> { Setter(\.alignment, .firstBaseline) }
  /// ```
  public var alignment: Alignment = .fill {
    didSet { noteChange("alignment", oldValue, alignment) }
  }
  /// How the arranged subviews share the axis. UIKit's default: `.fill`.
  ///
  /// ```swift
  /// let tabs = Style<StackView> { Setter(\.distribution, .fillEqually) }
  /// ```
  public var distribution: Distribution = .fill {
    didSet { noteChange("distribution", oldValue, distribution) }
  }
  /// The views the stack lines up, in order; each is also one of its subviews.
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [ImageView(), Label()])
  /// row.arrangedSubviews.count  // 2
  /// ```
  public private(set) var arrangedSubviews: [View] = []

  /// Creates an empty horizontal stack with UIKit's default property values.
  ///
  /// ```swift
  /// let stack = StackView()
  /// ```
  public override init() {}

  /// Creates a stack that arranges `views`, in order.
  ///
  /// ```swift
  /// let row = StackView(arrangedSubviews: [ImageView(), Label()])
  /// ```
  ///
  /// - Parameter views: The views to arrange.
  public init(arrangedSubviews views: [View]) {
    super.init()
    views.forEach(addArrangedSubview)
  }

  // A subclass's stored properties are destroyed only after `View`'s deinit has run, so
  // the arranged subviews would still hold every child while `View` empties the tree, no
  // child would be the last reference to itself, and the release would recurse after all.
  deinit {
    arrangedSubviews = []
  }

  /// The names of the properties a style sets, the stack's own and those it inherits.
  ///
  /// ```swift
  /// StackView.propertyNames[\StackView.spacing]  // "spacing"
  /// ```
  open override class var propertyNames: [AnyKeyPath: String] {
    return super.propertyNames.merging(PropertyNames.stackView(Self.self)) { _, own in own }
  }

  /// Appends a view to the arranged subviews, and to the subviews if it is not one yet.
  ///
  /// ```swift
  /// stack.addArrangedSubview(label)
  /// ```
  ///
  /// - Parameter view: The view to arrange.
  public func addArrangedSubview(_ view: View) {
    let wasSubview = view.superview === self
    if !wasSubview { addSubview(view) }
    guard view.superview === self else { return }
    // A view that was not a subview cannot be arranged: adding n views searches none.
    if wasSubview, let index = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: index)
    }
    arrangedSubviews.append(view)
  }

  /// Stops arranging a view; it stays a subview, as in UIKit.
  ///
  /// ```swift
  /// stack.removeArrangedSubview(label)
  /// ```
  ///
  /// - Parameter view: The view to stop arranging.
  public func removeArrangedSubview(_ view: View) {
    arrangedSubviews.removeAll { $0 === view }
  }

  override func removeSubview(_ view: View) {
    removeArrangedSubview(view)
    super.removeSubview(view)
  }
}
