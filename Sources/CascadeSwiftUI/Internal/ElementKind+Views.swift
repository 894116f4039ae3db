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

  // A modified view is the view it modifies: `Text(name).padding()` is still a `Text`, as
  // most of SwiftUI's modifiers wrap their view in a `ModifiedContent`. A view already
  // marked with `styleClass` is an element of its own: a mark around it is a plain `View`,
  // or the text's rules would style it twice.
  extension SwiftUI.ModifiedContent: KindedView where Content: KindedView {
    nonisolated static var elementKind: ElementKind {
      Modifier.self == StyleClassModifier.self ? .view : Content.elementKind
    }
  }

  extension ElementKind {
    /// The kind a view's type says, or `.view`.
    static func of(_ type: Any.Type) -> ElementKind {
      (type as? any KindedView.Type)?.elementKind ?? .view
    }
  }
#endif
