#if canImport(SwiftUI)
  import CascadeElements
  import CascadeViews
  import SwiftUI

  /// Resolves one element below the element it is inside, styles the view with its values,
  /// and puts it in the environment of what the view contains.
  struct StyleClassModifier: SwiftUI.ViewModifier {
    let classes: Set<String>
    let kind: ElementKind
    let state: StyleState

    @SwiftUI.Environment(\.cascadeResolver) private var resolver
    @SwiftUI.Environment(\.cascadeParent) private var parent
    @SwiftUI.Environment(\.cascadeTraits) private var traits
    @SwiftUI.Environment(\.cascadeState) private var environmentState
    @SwiftUI.Environment(\.layoutDirection) private var layoutDirection

    func body(content: Content) -> some SwiftUI.View {
      if let resolver {
        let element = Element(kind, classes: classes, state: state.union(environmentState))
        let resolved = resolver.resolve(element, below: parent, traits: traits)
        content
          .environment(\.cascadeParent, resolved)
          .modifier(ElementStyleModifier(style: resolved.style, layoutDirection: layoutDirection))
      } else {
        content
      }
    }
  }
#endif
