#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  @MainActor
  extension CascadeProperties where Base: UIButton {
    /// The title for a control state.
    ///
    /// ```swift
    /// Setter(\UIButton.cascade[title: .selected], "Following")
    /// ```
    public subscript(title state: ControlState) -> String? {
      get { base.title(for: UIControl.State(state)) }
      nonmutating set { base.setTitle(newValue, for: UIControl.State(state)) }
    }

    /// The title color for a control state.
    ///
    /// ```swift
    /// Setter(\UIButton.cascade[titleColor: .highlighted], .gray)
    /// ```
    public subscript(titleColor state: ControlState) -> Color? {
      get {
        base.titleColor(for: UIControl.State(state)).map {
          Color($0, resolvedFor: base.traitCollection)
        }
      }
      nonmutating set {
        base.setTitleColor(newValue.map(UIColor.init), for: UIControl.State(state))
      }
    }

    /// The tint of the button's image, which tints a template image: its image view's tint.
    /// A system button (`UIButton(type: .system)`) has no image view, as UIKit documents,
    /// and tints its image with its own tint color: there this property is the button's
    /// `tintColor`.
    ///
    /// ```swift
    /// Setter(\UIButton.cascade.imageTintColor, .red)
    /// ```
    public var imageTintColor: Color? {
      get {
        let tint = base.imageView?.tintColor ?? base.tintColor
        return tint.map { Color($0, resolvedFor: base.traitCollection) }
      }
      nonmutating set {
        let tint = newValue.map(UIColor.init)
        if let imageView = base.imageView {
          imageView.tintColor = tint
        } else {
          base.tintColor = tint
        }
      }
    }

    /// The background color set for exactly this control state; `nil` for none. A state
    /// without its own shows the normal state's, and with neither the button shows its
    /// view's background.
    ///
    /// The button draws it through its configuration (iOS 15), whose update handler picks
    /// the color for the state the button is in, as UIKit runs the handler after each change
    /// of state: a button without a configuration gets a plain one while it has a color or
    /// content insets from Cascade. The fill takes the layer's corner radius.
    ///
    /// ```swift
    /// Setter(\UIButton.cascade[backgroundColor: .highlighted], .indigo)
    /// ```
    public subscript(backgroundColor state: ControlState) -> Color? {
      get { ButtonConfigurationStyle.existing(base)?.backgrounds[state] }
      nonmutating set {
        ButtonConfigurationStyle.of(base).setBackground(newValue, for: state, on: base)
      }
    }

    /// The space between the button's edges and its content: its configuration's
    /// `contentInsets` (iOS 15), leading and trailing following the layout direction. Zero
    /// for a button without a configuration, which gets a plain one for insets other than
    /// zero (the deprecated `contentEdgeInsets` is neither read nor set).
    ///
    /// ```swift
    /// Setter(\UIButton.cascade.contentInsets, EdgeInsets(horizontal: 20, vertical: 10))
    /// ```
    public var contentInsets: EdgeInsets {
      get { ButtonConfigurationStyle.contentInsets(of: base) }
      nonmutating set { ButtonConfigurationStyle.of(base).setContentInsets(newValue, on: base) }
    }
  }
#endif
