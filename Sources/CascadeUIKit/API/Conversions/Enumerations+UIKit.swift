#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  // Each conversion pairs named cases, never raw values: an SDK's raw values can differ by
  // platform (`NSTextAlignment`'s `center` and `right` swap on Mac Catalyst for x86_64), and a
  // newer system can add cases, which read back as the table's first pair.

  /// Cascade's cases and the UIKit cases they mean, the default first.
  struct CasePairs<Cascade: Equatable & Sendable, UIKitCase: Equatable & Sendable>: Sendable {
    let pairs: [(Cascade, UIKitCase)]

    init(_ pairs: [(Cascade, UIKitCase)]) { self.pairs = pairs }

    /// The UIKit case of a Cascade one.
    func uiKit(_ value: Cascade) -> UIKitCase? { pairs.first { $0.0 == value }?.1 }

    /// The Cascade case of a UIKit one; the default for a case Cascade does not know.
    func cascade(_ value: UIKitCase) -> Cascade? {
      (pairs.first { $0.1 == value } ?? pairs.first)?.0
    }
  }

  extension UIView.ContentMode {
    /// The UIKit content mode of a Cascade one.
    ///
    /// ```swift
    /// imageView.contentMode = UIView.ContentMode(ContentMode.scaleAspectFill)
    /// ```
    ///
    /// - Parameter mode: The content mode.
    public init(_ mode: ContentMode) {
      self = Self.pairs.uiKit(mode) ?? .scaleToFill
    }

    static let pairs = CasePairs<ContentMode, UIView.ContentMode>([
      (.scaleToFill, .scaleToFill), (.scaleAspectFit, .scaleAspectFit),
      (.scaleAspectFill, .scaleAspectFill), (.redraw, .redraw), (.center, .center),
      (.top, .top), (.bottom, .bottom), (.left, .left), (.right, .right), (.topLeft, .topLeft),
      (.topRight, .topRight), (.bottomLeft, .bottomLeft), (.bottomRight, .bottomRight),
    ])
  }

  extension ContentMode {
    /// The Cascade content mode of a UIKit one.
    ///
    /// ```swift
    /// let mode = ContentMode(imageView.contentMode)
    /// ```
    ///
    /// - Parameter mode: The content mode.
    public init(_ mode: UIView.ContentMode) {
      self = UIView.ContentMode.pairs.cascade(mode) ?? .scaleToFill
    }
  }

  extension UIView.TintAdjustmentMode {
    /// The UIKit tint adjustment mode of a Cascade one.
    ///
    /// ```swift
    /// view.tintAdjustmentMode = UIView.TintAdjustmentMode(TintAdjustmentMode.dimmed)
    /// ```
    ///
    /// - Parameter mode: The tint adjustment mode.
    public init(_ mode: TintAdjustmentMode) {
      self = Self.pairs.uiKit(mode) ?? .automatic
    }

    static let pairs = CasePairs<TintAdjustmentMode, UIView.TintAdjustmentMode>([
      (.automatic, .automatic), (.normal, .normal), (.dimmed, .dimmed),
    ])
  }

  extension TintAdjustmentMode {
    /// The Cascade tint adjustment mode of a UIKit one.
    ///
    /// ```swift
    /// let mode = TintAdjustmentMode(view.tintAdjustmentMode)
    /// ```
    ///
    /// - Parameter mode: The tint adjustment mode.
    public init(_ mode: UIView.TintAdjustmentMode) {
      self = UIView.TintAdjustmentMode.pairs.cascade(mode) ?? .automatic
    }
  }

  extension NSTextAlignment {
    /// The UIKit alignment of a Cascade one.
    ///
    /// ```swift
    /// label.textAlignment = NSTextAlignment(TextAlignment.center)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: TextAlignment) {
      self = Self.pairs.uiKit(alignment) ?? .natural
    }

    static let pairs = CasePairs<TextAlignment, NSTextAlignment>([
      (.natural, .natural), (.left, .left), (.center, .center), (.right, .right),
      (.justified, .justified),
    ])
  }

  extension TextAlignment {
    /// The Cascade alignment of a UIKit one.
    ///
    /// ```swift
    /// let alignment = TextAlignment(label.textAlignment)
    /// ```
    ///
    /// - Parameter alignment: The alignment.
    public init(_ alignment: NSTextAlignment) {
      self = NSTextAlignment.pairs.cascade(alignment) ?? .natural
    }
  }

  extension NSLineBreakMode {
    /// The UIKit line break mode of a Cascade one.
    ///
    /// ```swift
    /// label.lineBreakMode = NSLineBreakMode(LineBreakMode.byWordWrapping)
    /// ```
    ///
    /// - Parameter mode: The line break mode.
    public init(_ mode: LineBreakMode) {
      self = Self.pairs.uiKit(mode) ?? .byTruncatingTail
    }

    static let pairs = CasePairs<LineBreakMode, NSLineBreakMode>([
      (.byTruncatingTail, .byTruncatingTail), (.byWordWrapping, .byWordWrapping),
      (.byCharWrapping, .byCharWrapping), (.byClipping, .byClipping),
      (.byTruncatingHead, .byTruncatingHead), (.byTruncatingMiddle, .byTruncatingMiddle),
    ])
  }

  extension LineBreakMode {
    /// The Cascade line break mode of a UIKit one.
    ///
    /// ```swift
    /// let mode = LineBreakMode(label.lineBreakMode)
    /// ```
    ///
    /// - Parameter mode: The line break mode.
    public init(_ mode: NSLineBreakMode) {
      self = NSLineBreakMode.pairs.cascade(mode) ?? .byTruncatingTail
    }
  }

  extension UIControl.State {
    /// The UIKit state of a Cascade control state.
    ///
    /// ```swift
    /// button.setTitle("Sent", for: UIControl.State(ControlState.selected))
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: ControlState) {
      self = []
      for (cascade, uiKit) in Self.pairs where state.contains(cascade) { insert(uiKit) }
    }

    /// Each state Cascade names, and UIKit's.
    static let pairs: [(ControlState, UIControl.State)] = [
      (.highlighted, .highlighted), (.disabled, .disabled), (.selected, .selected),
      (.focused, .focused),
    ]
  }

  extension ControlState {
    /// The Cascade control state of a UIKit one, without the bits Cascade does not name.
    ///
    /// ```swift
    /// let state = ControlState(button.state)
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: UIControl.State) {
      self = []
      for (cascade, uiKit) in UIControl.State.pairs where state.contains(uiKit) {
        insert(cascade)
      }
    }
  }

  extension StyleState {
    /// The states a stylesheet selects of a control's state.
    ///
    /// ```swift
    /// let state = StyleState(button.state)  // [] for a normal button
    /// ```
    ///
    /// - Parameter state: The control state.
    public init(_ state: UIControl.State) {
      self = []
      if state.contains(.highlighted) { insert(.highlighted) }
      if state.contains(.selected) { insert(.selected) }
      if state.contains(.disabled) { insert(.disabled) }
      if state.contains(.focused) { insert(.focused) }
    }
  }
#endif
