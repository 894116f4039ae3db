#if canImport(SwiftUI)
  public import CascadeElements
  public import CascadeViews
  public import SwiftUI

  /// Makes a view an element of the stylesheet above it: resolves the element below the
  /// element it is inside, styles the view with its values, and puts it in the environment
  /// of what the view contains.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 10)
  ///   .frame(width: 40, height: 20)
  ///   .modifier(StyleClassModifier("badge", kind: .view))
  /// ```
  ///
  /// It is what ``SwiftUI/View/styleClass(_:kind:state:)`` applies, with the kind that
  /// modifier finds from the view's type; a view that keeps one, or passes it on, can name
  /// it. Without a stylesheet above, it changes nothing.
  public struct StyleClassModifier: SwiftUI.ViewModifier {
    let classes: Set<String>
    let kind: ElementKind
    let state: StyleState

    @SwiftUI.Environment(\.cascadeResolver) private var resolver
    @SwiftUI.Environment(\.cascadeParent) private var parent
    @SwiftUI.Environment(\.cascadeTraits) private var traits
    @SwiftUI.Environment(\.cascadeState) private var environmentState
    @SwiftUI.Environment(\.layoutDirection) private var layoutDirection

    /// Creates the modifier of an element.
    ///
    /// ```swift
    /// let selected = StyleClassModifier("row", kind: .stack, state: .selected)
    /// ```
    ///
    /// - Parameters:
    ///   - names: The element's style classes; none makes it an element all the same.
    ///   - kind: What the element is: `.text`, `.button`, `.stack`, or a plain `.view`.
    ///   - state: States the environment does not know, such as `.selected`; `disabled`
    ///     and `focused` are added from the environment.
    public init(_ names: String..., kind: ElementKind = .view, state: StyleState = []) {
      self.init(classes: Set(names), kind: kind, state: state)
    }

    init(classes: Set<String>, kind: ElementKind, state: StyleState) {
      self.classes = classes
      self.kind = kind
      self.state = state
    }

    /// The view styled by the element's values, its content inside the element.
    ///
    /// SwiftUI calls it with the view the modifier is on:
    ///
    /// ```swift
    /// Text(name).modifier(StyleClassModifier("name", kind: .text))
    /// ```
    public func body(content: Content) -> some SwiftUI.View {
      if let resolved = resolve(
        with: resolver, below: parent, traits: traits, environmentState: environmentState)
      {
        content
          .environment(\.cascadeParent, resolved)
          .modifier(ElementStyleModifier(style: resolved.style, layoutDirection: layoutDirection))
      } else {
        content
      }
    }

    /// The element as a resolver resolves it below its parent, in the environment's traits
    /// and states; `nil` without a resolver, where no stylesheet is above.
    package func resolve(
      with resolver: ElementResolver?, below parent: ResolvedElement?, traits: Traits,
      environmentState: StyleState
    ) -> ResolvedElement? {
      let element = Element(kind, classes: classes, state: state.union(environmentState))
      return resolver?.resolve(element, below: parent, traits: traits)
    }
  }
#endif
