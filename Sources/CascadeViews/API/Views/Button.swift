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
  ///
  /// ```swift
  /// button.setTitle("Follow", for: .normal)
  /// button.titles[.normal]  // "Follow"
  /// ```
  public internal(set) var titles: [ControlState: String] = [:]
  /// The title colors set for each state.
  ///
  /// ```swift
  /// button.setTitleColor(.white, for: .normal)
  /// button.titleColors[.normal]  // #FFFFFF
  /// ```
  public internal(set) var titleColors: [ControlState: Color] = [:]
  /// The background colors set for each state.
  ///
  /// ```swift
  /// button.setBackgroundColor(.indigo, for: .highlighted)
  /// button.backgroundColors[.highlighted]  // #5856D6
  /// ```
  public internal(set) var backgroundColors: [ControlState: Color] = [:]

  /// Whether the button responds to touches; `false` adds `.disabled` to ``state``.
  ///
  /// ```swift
  /// button.isEnabled = false
  /// button.state  // .disabled
  /// ```
  public var isEnabled = true {
    didSet {
      noteChange("isEnabled", oldValue, isEnabled)
      if isEnabled != oldValue { setNeedsRestyle() }
    }
  }
  /// Whether the button is being touched; `true` adds `.highlighted` to ``state``.
  ///
  /// ```swift
  /// button.isHighlighted = true
  /// button.state  // .highlighted
  /// ```
  public var isHighlighted = false {
    didSet {
      noteChange("isHighlighted", oldValue, isHighlighted)
      if isHighlighted != oldValue { setNeedsRestyle() }
    }
  }
  /// Whether the button is selected; `true` adds `.selected` to ``state``.
  ///
  /// ```swift
  /// button.isSelected = true
  /// button.state  // .selected
  /// ```
  public var isSelected = false {
    didSet {
      noteChange("isSelected", oldValue, isSelected)
      if isSelected != oldValue { setNeedsRestyle() }
    }
  }
  /// The space between the button's edges and its title.
  ///
  /// ```swift
  /// let pill = Style<Button> {
  ///   Setter(\.contentInsets, EdgeInsets(horizontal: 16, vertical: 8))
  /// }
  /// ```
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
    return super.propertyNames.merging(PropertyNames.button(Self.self)) { _, own in own }
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

  /// The button's control state as the states stylesheet rules select.
  ///
  /// ```swift
  /// button.isHighlighted = true
  /// button.styleState  // .highlighted
  /// ```
  open override var styleState: StyleState {
    if let fixedStyleState { return fixedStyleState }
    var styleState: StyleState = []
    if state.contains(.highlighted) { styleState.insert(.highlighted) }
    if state.contains(.selected) { styleState.insert(.selected) }
    if state.contains(.disabled) { styleState.insert(.disabled) }
    if state.contains(.focused) { styleState.insert(.focused) }
    return styleState
  }

  /// The title shown in the current state.
  ///
  /// ```swift
  /// button.setTitle("Follow", for: .normal)
  /// button.isHighlighted = true
  /// button.currentTitle  // "Follow": the highlighted state has no title of its own
  /// ```
  public var currentTitle: String? { title(for: state) }
  /// The title color in the current state.
  ///
  /// ```swift
  /// button.setTitleColor(.white, for: .normal)
  /// button.setTitleColor(.gray, for: .disabled)
  /// button.isEnabled = false
  /// button.currentTitleColor  // #8E8E93
  /// ```
  public var currentTitleColor: Color? { titleColor(for: state) }
  /// The background color in the current state; falls back to ``View/backgroundColor``.
  ///
  /// ```swift
  /// button.backgroundColor = .white
  /// button.setBackgroundColor(.indigo, for: .highlighted)
  /// button.currentBackgroundColor  // #FFFFFF, until the button is highlighted
  /// ```
  public var currentBackgroundColor: Color? { backgroundColor(for: state) ?? backgroundColor }
}
