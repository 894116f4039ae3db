#if canImport(UIKit) && !os(watchOS)
  public import Cascade
  public import UIKit

  extension Stylable where Self: UIView {
    /// Gives this view a style of its own, which wins over every stylesheet rule, and asks
    /// the view's root to restyle on the next turn of the run loop, as a change of classes
    /// does. The style's root is the view's own class: `Style<UILabel>` for a label.
    ///
    /// ```swift
    /// label.setInlineStyle(Style<UILabel> { Setter(\.cascade.textColor, .red) })
    /// label.setInlineStyle(Style<UILabel>())  // removes it, at the same restyle
    /// ```
    ///
    /// Without a root, the style takes effect the next time a stylesheet is applied to the
    /// view, as `Stylable.setInlineStyle(_:)` in Cascade says. Called on the view as
    /// `any Stylable`, Cascade's own method runs, which schedules nothing: call
    /// ``UIKit/UIView/setNeedsRestyle()`` after it.
    ///
    /// - Parameter style: The inline style; an empty style removes it.
    @MainActor
    public func setInlineStyle(_ style: Style<Self>) {
      setStylableInlineStyle(style, of: self)
      (self as UIView).setNeedsRestyle()
    }
  }

  /// Cascade's own `setInlineStyle(_:)`, which a caller that knows the object is a view
  /// cannot reach: in a context where `Object` is any stylable object, Swift picks it.
  @MainActor
  private func setStylableInlineStyle<Object: Stylable>(_ style: Style<Object>, of object: Object) {
    object.setInlineStyle(style)
  }
#endif
