#if canImport(SwiftUI)
  package import CascadeElements
  import CascadeViews
  package import SwiftUI

  /// The resolver of the stylesheet above a view, if any.
  struct CascadeResolverKey: SwiftUI.EnvironmentKey {
    static var defaultValue: ElementResolver? { nil }
  }

  /// The element a view is inside, if any.
  struct CascadeParentKey: SwiftUI.EnvironmentKey {
    static var defaultValue: ResolvedElement? { nil }
  }

  extension SwiftUI.EnvironmentValues {
    var cascadeResolver: ElementResolver? {
      get { self[CascadeResolverKey.self] }
      set { self[CascadeResolverKey.self] = newValue }
    }

    package var cascadeParent: ResolvedElement? {
      get { self[CascadeParentKey.self] }
      set { self[CascadeParentKey.self] = newValue }
    }
  }
#endif
