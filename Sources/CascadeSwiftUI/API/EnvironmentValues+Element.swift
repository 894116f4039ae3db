#if canImport(SwiftUI)
  public import CascadeElements
  public import SwiftUI

  extension SwiftUI.EnvironmentValues {
    /// The nearest element above a view — the nearest view marked with
    /// ``SwiftUI/View/styleClass(_:kind:state:)`` or a ``StyleReader`` — as the stylesheet
    /// resolved it; `nil` outside any element, or with no stylesheet above.
    ///
    /// ```swift
    /// struct Meter: View {
    ///   @Environment(\.resolvedElement) private var element
    ///
    ///   var body: some View {
    ///     Text(element?.path ?? "unstyled")
    ///   }
    /// }
    /// ```
    ///
    /// Its `path` names the element and its ancestors; its `traits`, those it was
    /// resolved in.
    public var resolvedElement: ResolvedElement? { cascadeParent }

    /// The values the stylesheet gives the nearest element above a view: every property
    /// the sheet sets, for a view that draws itself with them; empty outside any element.
    ///
    /// ```swift
    /// struct Badge: View {
    ///   @Environment(\.elementStyle) private var style
    ///
    ///   var body: some View {
    ///     RoundedRectangle(cornerRadius: style.cornerRadius ?? 6)
    ///       .fill(style.backgroundColor.map(Color.init) ?? .red)
    ///   }
    /// }
    /// ```
    ///
    /// The view is inside the element when the element's `styleClass` is on it or on a
    /// view around it: `Badge().styleClass("badge")` reads the badge's values.
    public var elementStyle: ElementStyle { cascadeParent?.style ?? ElementStyle() }
  }
#endif
