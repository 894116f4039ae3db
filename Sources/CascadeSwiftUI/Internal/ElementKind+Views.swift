#if canImport(SwiftUI)
  import CascadeElements
  import SwiftUI

  /// A SwiftUI view type whose element kind its type says. The witnesses are `nonisolated`:
  /// the iOS 18 SDK declares the stacks `@MainActor` and later SDKs `nonisolated`, and a
  /// nonisolated witness conforms under both.
  protocol KindedView {
    nonisolated static var elementKind: ElementKind { get }
  }

  extension SwiftUI.Text: KindedView {
    nonisolated static var elementKind: ElementKind { .text }
  }

  extension SwiftUI.Button: KindedView {
    nonisolated static var elementKind: ElementKind { .button }
  }

  extension SwiftUI.Image: KindedView {
    nonisolated static var elementKind: ElementKind { .image }
  }

  extension SwiftUI.VStack: KindedView {
    nonisolated static var elementKind: ElementKind { .stack }
  }

  extension SwiftUI.HStack: KindedView {
    nonisolated static var elementKind: ElementKind { .stack }
  }

  extension ElementKind {
    /// The kind a view's type says, or `.view`.
    static func of(_ type: Any.Type) -> ElementKind {
      (type as? any KindedView.Type)?.elementKind ?? .view
    }
  }
#endif
