#if canImport(SwiftUI)
  public import CascadeElements
  public import CascadeViews
  public import SwiftUI

  extension SwiftUI.View {
    /// Makes this view an element of the stylesheet that ``stylesheet(_:in:)-(Stylesheet,_)`` put above
    /// it: the sheet's rules for its kind, classes and state style it, and the views it
    /// contains are inside it for ancestry selectors (`.card Text`).
    ///
    /// ```swift
    /// VStack {
    ///   Text(name).styleClass("name")
    ///   Button("Follow", action: follow).styleClass("primary")
    /// }
    /// .styleClass("card")
    /// ```
    ///
    /// The kind is the view's own where it is a `Text` (a `Label` in a sheet), `Button`,
    /// `Image`, `VStack` or `HStack` (a `StackView`), also after modifiers that wrap it
    /// (`Text(name).padding().styleClass("name")` is a `Text`); for any other view, and
    /// behind an `AnyView` or an `if`, it is a plain `View` unless `kind` says otherwise.
    /// The state adds `disabled` where the environment is not enabled, and `focused` where
    /// it is focused.
    ///
    /// - Parameters:
    ///   - names: The view's style classes; none makes it an element all the same.
    ///   - kind: What the view is, where its type does not say.
    ///   - state: States the environment does not know, such as `.selected` or
    ///     `.highlighted` for a pressed control.
    /// - Returns: The view, styled by the sheet.
    public func styleClass(
      _ names: String..., kind: ElementKind? = nil, state: StyleState = []
    ) -> some SwiftUI.View {
      modifier(
        StyleClassModifier(
          classes: Set(names), kind: kind ?? ElementKind.of(Self.self), state: state))
    }
  }
#endif
