#if canImport(SwiftUI)
  public import CascadeElements
  public import CascadeViews
  public import SwiftUI

  /// A view that resolves its own element below the element it is inside and hands the
  /// element's style to a view that draws itself with it: a chart, a badge of shapes.
  ///
  /// ```swift
  /// StyleReader("badge", state: isUnread ? .selected : []) { style in
  ///   RoundedRectangle(cornerRadius: style.cornerRadius ?? 6)
  ///     .fill(style.backgroundColor.map(Color.init) ?? .red)
  ///     .frame(width: 12, height: 12)
  /// }
  /// ```
  ///
  /// Unlike ``SwiftUI/View/styleClass(_:kind:state:)``, it applies none of the values: the
  /// content chooses what to draw with them. The views it contains are inside its element,
  /// for ancestry selectors and for ``SwiftUI/EnvironmentValues/elementStyle``. Without a
  /// stylesheet above, the style is empty.
  public struct StyleReader<Content: SwiftUI.View>: SwiftUI.View {
    let element: StyleClassModifier
    let content: (ElementStyle) -> Content

    @SwiftUI.Environment(\.cascadeResolver) private var resolver
    @SwiftUI.Environment(\.cascadeParent) private var parent
    @SwiftUI.Environment(\.cascadeTraits) private var traits
    @SwiftUI.Environment(\.cascadeState) private var environmentState

    /// Creates a view that reads an element's style.
    ///
    /// ```swift
    /// StyleReader("chart", kind: .view) { style in
    ///   RoundedRectangle(cornerRadius: 0).fill(style.tintColor.map(Color.init) ?? .accentColor)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - names: The element's style classes.
    ///   - kind: What the element is in a sheet; a plain `View` unless it says otherwise.
    ///   - state: States the environment does not know, such as `.selected`; `disabled`
    ///     and `focused` are added from the environment.
    ///   - content: The view, made from the element's style.
    public init(
      _ names: String..., kind: ElementKind = .view, state: StyleState = [],
      @SwiftUI.ViewBuilder content: @escaping (ElementStyle) -> Content
    ) {
      element = StyleClassModifier(classes: Set(names), kind: kind, state: state)
      self.content = content
    }

    /// The content made from the element's style, inside the element.
    ///
    /// SwiftUI evaluates it where the reader is in a view's body, and again when the
    /// stylesheet or the environment above it changes:
    ///
    /// ```swift
    /// HStack {
    ///   Text(name)
    ///   StyleReader("unread") { style in
    ///     RoundedRectangle(cornerRadius: 4).fill(style.tintColor.map(Color.init) ?? .blue)
    ///   }
    /// }
    /// ```
    public var body: some SwiftUI.View {
      let resolved = resolve(
        with: resolver, below: parent, traits: traits, environmentState: environmentState)
      return content(resolved?.style ?? ElementStyle())
        .environment(\.cascadeParent, resolved ?? parent)
    }

    /// The element as a resolver resolves it below its parent; `nil` without a resolver.
    package func resolve(
      with resolver: ElementResolver?, below parent: ResolvedElement?, traits: Traits,
      environmentState: StyleState
    ) -> ResolvedElement? {
      element.resolve(
        with: resolver, below: parent, traits: traits, environmentState: environmentState)
    }

    /// The content made from a style.
    package func content(for style: ElementStyle) -> Content { content(style) }
  }
#endif
