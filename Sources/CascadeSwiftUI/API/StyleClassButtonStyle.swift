#if canImport(SwiftUI)
  internal import CascadeElements
  public import CascadeViews
  public import SwiftUI

  /// A button style that makes the button an element of the stylesheet above it, in the
  /// states SwiftUI gives the button: `highlighted` while it is pressed, `disabled` where
  /// it is not enabled.
  ///
  /// ```swift
  /// Button("Follow", action: follow)
  ///   .buttonStyle(.styleClass("primary"))
  /// ```
  ///
  /// So a sheet's `Button.primary:highlighted` rule, or its per-state properties
  /// (`title-color-highlighted`), style the pressed button, and its `:disabled` rules a
  /// button under `.disabled(true)`. The label is styled as
  /// ``SwiftUI/View/styleClass(_:kind:state:)`` styles a view, with the element's text,
  /// padding, background and border, and its content is inside the element.
  public struct StyleClassButtonStyle: SwiftUI.ButtonStyle {
    let classes: Set<String>
    let state: StyleState

    @SwiftUI.Environment(\.isEnabled) private var isEnabled

    /// Creates the style of a button element.
    ///
    /// ```swift
    /// let style = StyleClassButtonStyle("primary", state: isSelected ? .selected : [])
    /// ```
    ///
    /// - Parameters:
    ///   - names: The button's style classes.
    ///   - state: States SwiftUI does not give the button, such as `.selected`.
    public init(_ names: String..., state: StyleState = []) {
      self.init(classes: Set(names), state: state)
    }

    init(classes: Set<String>, state: StyleState) {
      self.classes = classes
      self.state = state
    }

    /// The button's label, styled as the button element in the configuration's state.
    ///
    /// SwiftUI calls it for each button the style is on, again as the button is pressed
    /// and released:
    ///
    /// ```swift
    /// Button("Follow", action: follow)
    ///   .buttonStyle(StyleClassButtonStyle("primary", state: isSelected ? .selected : []))
    /// ```
    public func makeBody(configuration: Configuration) -> some SwiftUI.View {
      configuration.label.modifier(
        element(isPressed: configuration.isPressed, isEnabled: isEnabled))
    }

    /// The button's element while it is, or is not, pressed and enabled.
    package func element(isPressed: Bool, isEnabled: Bool) -> StyleClassModifier {
      var state = state
      if isPressed { state.insert(.highlighted) }
      if !isEnabled { state.insert(.disabled) }
      return StyleClassModifier(classes: classes, kind: .button, state: state)
    }
  }

  extension SwiftUI.ButtonStyle where Self == StyleClassButtonStyle {
    /// A button style that makes the button an element of the stylesheet above it,
    /// `highlighted` while pressed and `disabled` where not enabled.
    ///
    /// ```swift
    /// Button("Follow", action: follow)
    ///   .buttonStyle(.styleClass("primary"))
    /// ```
    ///
    /// - Parameters:
    ///   - names: The button's style classes.
    ///   - state: States SwiftUI does not give the button, such as `.selected`.
    /// - Returns: A ``StyleClassButtonStyle``.
    public static func styleClass(_ names: String..., state: StyleState = []) -> Self {
      StyleClassButtonStyle(classes: Set(names), state: state)
    }
  }
#endif
