#if canImport(UIKit) && !os(watchOS)
  public import Cascade
  public import UIKit

  /// Every view takes part in stylesheets, without a subclass: its classes are kept beside it,
  /// its state is its control's, its place in the tree is its superview and subviews, and its
  /// traits are its trait collection's. The conformance is the main actor's, as the views are.
  extension UIKit.UIView: @MainActor Cascade.Stylable {
    /// The view's style classes, such as `card` or `title`. Setting different classes
    /// restyles the view's root on the next turn of the run loop.
    ///
    /// ```swift
    /// label.styleClasses = ["title"]
    /// ```
    ///
    /// A view of the app's own that is ``CustomStylable`` has its
    /// ``CustomStylable/customStyleClasses`` too, which setting this property keeps.
    public var styleClasses: Set<String> {
      get {
        let classes = ViewStyleData.existing(self)?.classes ?? []
        guard let custom = self as? any CustomStylable else { return classes }
        return classes.union(custom.customStyleClasses)
      }
      set {
        let custom = (self as? any CustomStylable)?.customStyleClasses ?? []
        let own = newValue.subtracting(custom)
        let data = ViewStyleData.of(self)
        guard data.classes != own else { return }
        data.classes = own
        setNeedsRestyle()
      }
    }

    /// The control's state as a stylesheet selects it (highlighted, selected, disabled,
    /// focused); none for a view that is not a control. A view of the app's own that is
    /// ``CustomStylable`` adds its ``CustomStylable/customStyleState``.
    public var styleState: StyleState {
      let state = (self as? UIControl).map { StyleState($0.state) } ?? []
      guard let custom = self as? any CustomStylable else { return state }
      return state.union(custom.customStyleState)
    }

    /// The superview.
    public var styleParent: (any Stylable)? { superview }

    /// The subviews, back to front.
    public var styleChildren: [any Stylable] { subviews }

    /// The traits of the view's trait collection, with the accessibility settings that are
    /// not traits.
    public var styleTraits: Traits? { Traits(traitCollection) }

    /// What the cascade applied to the view; released with the view.
    public var styleStorage: StyleStorage { ViewStyleData.of(self).storage }

    /// What the view holds for a property before a rule first sets it, as UIKit holds it,
    /// where the property's value in Cascade's terms would lose something: the `UIColor`
    /// object itself, so that a dynamic color stays dynamic; the font as built; the layer's
    /// own border and shadow values; and no value at all where the view had none of its own
    /// (a tint it inherits, a label's text color at its default, a button state's title or
    /// title color that falls back to the normal state's). `nil` for the properties whose
    /// values convert exactly, which the cascade keeps as their setters read them. "Coming
    /// from UIKit" lists each property's original.
    ///
    /// Properties are told by name: a property of an app's own subclass named like one of
    /// these (`shadow`, `border`, `tintColor`) is kept as this one is, so name it otherwise.
    ///
    /// - Parameter property: The property's name, as a style's description gives it.
    public func styleOriginal(of property: String) -> (any Sendable)? {
      NativeOriginals.read(property, of: self)
    }

    /// Puts back what ``styleOriginal(of:)`` kept: setting `nil` where the view had no value
    /// of its own, so that it inherits or takes its default again.
    ///
    /// - Parameters:
    ///   - original: What ``styleOriginal(of:)`` gave.
    ///   - property: The property's name.
    public func restoreStyleOriginal(_ original: any Sendable, of property: String) {
      NativeOriginals.restore(original, property, on: self)
    }
  }

  extension UIView {
    /// Asks the root this view belongs to, the nearest named at this view or above it, to
    /// restyle on the next turn of the run loop. Changes within one turn restyle once.
    ///
    /// Call it after changing what Cascade cannot observe: a control's `isEnabled` or
    /// `isSelected` set in code, or views added to the tree. Changes of style classes, of
    /// traits and a control's touches call it themselves.
    ///
    /// ```swift
    /// button.isEnabled = false
    /// button.setNeedsRestyle()
    /// ```
    public func setNeedsRestyle() {
      styleRoot?.setNeedsRestyle()
    }

    /// The root that styles this view: the nearest ``StyleRoot`` named at this view or one
    /// of its superviews.
    ///
    /// - Complexity: O(*d*) in the view's depth.
    public var styleRoot: StyleRoot? {
      var view: UIView? = self
      while let current = view {
        if let root = ViewStyleData.existing(current)?.root { return root }
        view = current.superview
      }
      return nil
    }
  }
#endif
