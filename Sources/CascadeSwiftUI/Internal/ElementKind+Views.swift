#if canImport(SwiftUI)
  import CascadeElements
  import SwiftUI

  /// A SwiftUI view type whose element kind its type says.
  protocol KindedView {
    static var elementKind: ElementKind { get }
  }

  extension SwiftUI.Text: KindedView {
    static var elementKind: ElementKind { .text }
  }

  extension SwiftUI.Button: KindedView {
    static var elementKind: ElementKind { .button }
  }

  extension SwiftUI.Image: KindedView {
    static var elementKind: ElementKind { .image }
  }

  extension SwiftUI.VStack: KindedView {
    static var elementKind: ElementKind { .stack }
  }

  extension SwiftUI.HStack: KindedView {
    static var elementKind: ElementKind { .stack }
  }

  extension ElementKind {
    /// The kind a view's type says, or `.view`.
    static func of(_ type: Any.Type) -> ElementKind {
      (type as? any KindedView.Type)?.elementKind ?? .view
    }
  }
#endif
