#if canImport(UIKit) && !os(watchOS)
  internal import UIKit

  /// What Cascade wrote to a view that UIKit does not keep in a form it can read back: the
  /// name an image view's image was loaded by (a `UIImage` has no name), and the color of a
  /// field's placeholder (an attributed string cannot hold an attribute without text). Kept
  /// as the view's associated object, apart from ``ViewStyleData``, and created only for a
  /// view given one of these.
  @MainActor
  final class WrittenValues {
    /// The name Cascade loaded an image by, and the image (`nil` when the name has none), to
    /// tell whether it is still the one shown.
    var image: (name: String, image: UIImage?)?
    /// The placeholder's color, applied again whenever Cascade sets the placeholder.
    var placeholderColor: UIColor?

    /// The values of a view, created if it has none.
    static func of(_ view: UIView) -> WrittenValues {
      if let values = existing(view) { return values }
      let values = WrittenValues()
      objc_setAssociatedObject(view, key.pointer, values, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return values
    }

    /// The values of a view, if it has any.
    static func existing(_ view: UIView) -> WrittenValues? {
      objc_getAssociatedObject(view, key.pointer) as? WrittenValues
    }

    private static let key = AssociationKey()
  }
#endif
