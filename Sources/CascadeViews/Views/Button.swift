/// A substitute for UIKit's `UIButton`: a control with a title, title color and background
/// color for each control state.
///
/// ```swift
/// let follow = Button()
/// follow.setTitle("Follow", for: .normal)
/// follow.setTitle("Following", for: .selected)
/// follow.isSelected = true
/// follow.currentTitle  // "Following"
/// ```
///
/// As in UIKit, a state without its own value shows the value for `.normal`.
open class Button: View {
  /// The titles set for each state.
  public internal(set) var titles: [ControlState: String] = [:]
  /// The title colors set for each state.
  public internal(set) var titleColors: [ControlState: Color] = [:]
  /// The background colors set for each state.
  public internal(set) var backgroundColors: [ControlState: Color] = [:]

  /// Whether the button responds to touches; `false` adds `.disabled` to ``state``.
  public var isEnabled = true {
    didSet { noteChange("isEnabled", oldValue, isEnabled) }
  }
  /// Whether the button is being touched; `true` adds `.highlighted` to ``state``.
  public var isHighlighted = false {
    didSet { noteChange("isHighlighted", oldValue, isHighlighted) }
  }
  /// Whether the button is selected; `true` adds `.selected` to ``state``.
  public var isSelected = false {
    didSet { noteChange("isSelected", oldValue, isSelected) }
  }
  /// The space between the button's edges and its title.
  public var contentInsets: EdgeInsets = .zero {
    didSet { noteChange("contentInsets", oldValue, contentInsets) }
  }

  /// Creates a button with no titles and UIKit's default property values.
  ///
  /// ```swift
  /// let button = Button()
  /// ```
  public override init() {}

  /// The names of the properties a style sets, the button's own and those it inherits.
  ///
  /// ```swift
  /// Button.propertyNames[\Button.titles]  // "titles"
  /// ```
  open override class var propertyNames: [AnyKeyPath: String] {
    let kind: any ButtonKind.Type = self
    return super.propertyNames.merging(PropertyNames.button(kind)) { _, own in own }
  }

  /// The button's control state, from ``isEnabled``, ``isHighlighted`` and ``isSelected``.
  ///
  /// ```swift
  /// button.isHighlighted = true
  /// button.state  // .highlighted
  /// ```
  public var state: ControlState {
    var state: ControlState = .normal
    if !isEnabled { state.insert(.disabled) }
    if isHighlighted { state.insert(.highlighted) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The title shown in the current state.
  public var currentTitle: String? { title(for: state) }
  /// The title color in the current state.
  public var currentTitleColor: Color? { titleColor(for: state) }
  /// The background color in the current state; falls back to ``View/backgroundColor``.
  public var currentBackgroundColor: Color? { backgroundColor(for: state) ?? backgroundColor }
}
