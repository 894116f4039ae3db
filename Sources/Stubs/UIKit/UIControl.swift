#if os(Linux)
  public import Foundation

  /// A view that responds to touches with states and actions. UIControl.h,
  /// iPhoneOS17.4.sdk: main-actor isolated.
  @MainActor
  @available(watchOS, unavailable)
  open class UIControl: UIView {
    /// A control's state. UIControl.h.
    public struct State: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt
      /// Creates a state from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// No other state.
      public static let normal = State([])
      /// Touched.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Not enabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused; iOS 9.
      public static let focused = State(rawValue: 1 << 3)
    }

    /// What happens to a control. UIControl.h.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The bits.
      public let rawValue: UInt
      /// Creates events from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch began.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A touch dragged into the control.
      public static let touchDragEnter = Event(rawValue: 1 << 4)
      /// A touch dragged out of the control.
      public static let touchDragExit = Event(rawValue: 1 << 5)
      /// A touch ended inside.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A touch ended outside.
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// The system cancelled a touch.
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// The value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// Whether the control is enabled. UIControl.h.
    open var isEnabled = true
    /// Whether the control is selected. UIControl.h.
    open var isSelected = false
    /// Whether the control is touched. UIControl.h.
    open var isHighlighted = false

    private var actions: [(action: UIAction, events: Event)] = []

    /// Creates a control with a frame, that performs an action on a touch up inside.
    /// UIControl.h, iPhoneOS17.4.sdk (`initWithFrame:primaryAction:`); iOS 14.
    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      primaryAction.map { addAction($0, for: .touchUpInside) }
    }

    /// The control's state, from the three flags. UIControl.h.
    open var state: State {
      var state = State.normal
      if isHighlighted { state.insert(.highlighted) }
      if !isEnabled { state.insert(.disabled) }
      if isSelected { state.insert(.selected) }
      return state
    }

    /// Adds an action performed for events. UIControl.h; iOS 14.
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }

    /// Removes an action. UIControl.h; iOS 14.
    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Performs the actions added for events. UIControl.h.
    open func sendActions(for controlEvents: Event) {
      for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
        // The sender is the action's only while it runs: kept after, the control that
        // holds the action would hold itself.
        action.sender = self
        action.handler(action)
        action.sender = nil
      }
    }
  }

  /// What an action's closure is. UIAction.h.
  @available(iOS 14.0, *)
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// An action with a closure. UIAction.h (not among the stored SDK copies; the shape Swift
  /// imports, with the one parameter of its initializer's defaulted ones the module passes).
  @available(iOS 14.0, *)
  @MainActor
  @available(watchOS, unavailable)
  open class UIAction: NSObject {
    let handler: UIActionHandler

    /// The object that performed the action. UIAction.h; iOS 14.
    open internal(set) var sender: Any?

    /// Creates an action. UIAction.h; iOS 14.
    public init(title: String = "", handler: @escaping UIActionHandler) {
      self.handler = handler
      super.init()
    }
  }
#endif
