#if os(Linux)
  public import Foundation

  /// A relation between two anchors of the layout, or an anchor and a constant.
  /// NSLayoutConstraint.h, iPhoneOS18.1.sdk: main-actor isolated, unavailable on watchOS; the
  /// stub solves nothing.
  @MainActor
  @available(watchOS, unavailable)
  open class NSLayoutConstraint: NSObject {
    /// A layout axis. NSLayoutConstraint.h, imported as `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
      /// Left to right.
      case horizontal = 0
      /// Top to bottom.
      case vertical = 1
    }

    /// The constant added to the relation. NSLayoutConstraint.h.
    open var constant: CGFloat
    /// Whether the constraint takes part in layout; a new constraint is inactive.
    /// NSLayoutConstraint.h; iOS 8.
    open var isActive = false

    init(constant: CGFloat) {
      self.constant = constant
      super.init()
    }

    /// Activates each constraint. NSLayoutConstraint.h; iOS 8.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint. NSLayoutConstraint.h; iOS 8.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for constraint in constraints { constraint.isActive = false }
    }
  }

  /// A view that lays out a row or column of views. UIStackView.h, iPhoneOS17.4.sdk:
  /// main-actor isolated, iOS 9; the stub lays out nothing.
  @MainActor
  @available(watchOS, unavailable)
  open class UIStackView: UIView {
    /// How views line up across the axis. UIStackView.h.
    public enum Alignment: Int, Sendable {
      /// Filling the stack across the axis.
      case fill = 0
      /// At the leading (or top) edge.
      case leading = 1
      /// On the first baseline.
      case firstBaseline = 2
      /// Centered.
      case center = 3
      /// At the trailing (or bottom) edge.
      case trailing = 4
      /// On the last baseline.
      case lastBaseline = 5
      /// At the top: the leading edge of a horizontal stack.
      public static let top = Alignment.leading
      /// At the bottom: the trailing edge of a horizontal stack.
      public static let bottom = Alignment.trailing
    }

    /// How views share the axis. UIStackView.h.
    public enum Distribution: Int, Sendable {
      /// Filling it, by priorities.
      case fill = 0
      /// Equal sizes.
      case fillEqually = 1
      /// Sizes in proportion to their own.
      case fillProportionally = 2
      /// Equal gaps.
      case equalSpacing = 3
      /// Equal distances between centers.
      case equalCentering = 4
    }

    /// The axis. UIStackView.h.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// The gap between views. UIStackView.h.
    open var spacing: CGFloat = 0
    /// The alignment across the axis. UIStackView.h.
    open var alignment: Alignment = .fill
    /// The distribution along the axis. UIStackView.h.
    open var distribution: Distribution = .fill
    /// The views laid out, in order. UIStackView.h.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Creates a stack view that arranges views, in order. UIStackView.h, iPhoneOS17.4.sdk:
    /// a convenience initializer beside the inherited `init(frame:)` and `init(coder:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
      self.init(frame: .zero)
      for view in views { addArrangedSubview(view) }
    }

    /// Adds a view to the end of the arranged views, and as a subview unless it is one.
    /// UIStackView.h.
    open func addArrangedSubview(_ view: UIView) {
      arrangedSubviews.removeAll { $0 === view }
      arrangedSubviews.append(view)
      if view.superview !== self { addSubview(view) }
    }

    /// Takes a view out of the arranged views, leaving it a subview. UIStackView.h.
    open func removeArrangedSubview(_ view: UIView) {
      arrangedSubviews.removeAll { $0 === view }
    }
  }
#endif
