#if canImport(UIKit) && !os(watchOS)
  internal import CascadeViews
  internal import UIKit

  /// What Cascade keeps for one view: the cascade's storage, the view's style classes, the
  /// root it names, whether its changes are observed, a button's configuration style, and
  /// what Cascade wrote that UIKit does not keep in a form it can read back. Kept as the
  /// view's associated object, so that it is released with the view, and created on first
  /// use, so that a view that is never styled pays nothing.
  @MainActor
  final class ViewStyleData {
    let storage = StyleStorage()
    var classes: Set<String> = []
    /// The root the app named at this view; the view keeps it alive.
    var root: StyleRoot?
    /// Whether trait changes (and a control's touches) are observed for this view.
    var isObserved = false
    /// What Cascade sets on a button through its configuration, once it sets anything.
    var buttonStyle: ButtonConfigurationStyle?
    /// The name Cascade loaded an image view's image by, and the image (`nil` when the name
    /// has none), to tell whether it is still the one shown: a `UIImage` has no name.
    var image: (name: String, image: UIImage?)?
    /// A field's placeholder color, applied again whenever Cascade sets the placeholder: an
    /// attributed string cannot hold an attribute without text.
    var placeholderColor: UIColor?

    /// The data of a view, created if it has none.
    static func of(_ view: UIView) -> ViewStyleData {
      if let data = existing(view) { return data }
      let data = ViewStyleData()
      objc_setAssociatedObject(view, key.pointer, data, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return data
    }

    /// The data of a view, if it has any.
    static func existing(_ view: UIView) -> ViewStyleData? {
      objc_getAssociatedObject(view, key.pointer) as? ViewStyleData
    }

    /// The association's key: the address of an object that lives as long as the program.
    private static let key = AssociationKey()
  }

  /// An object whose address is a unique key for an associated object.
  final class AssociationKey: Sendable {
    var pointer: UnsafeRawPointer {
      UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
  }
#endif
