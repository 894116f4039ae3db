#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  internal import UIKit

  @MainActor
  extension CascadeProperties {
    /// The background color; `nil` for none.
    public var backgroundColor: Color? {
      get { base.backgroundColor.map { Color($0, resolvedFor: base.traitCollection) } }
      nonmutating set { base.backgroundColor = newValue.map(UIColor.init) }
    }

    /// The tint color: the view's own or the one it inherits.
    public var tintColor: Color {
      get { Color(base.tintColor, resolvedFor: base.traitCollection) }
      nonmutating set { base.tintColor = UIColor(newValue) }
    }

    /// How the tint is adjusted. UIKit reads back the mode in effect, the view's own or
    /// the first of its superviews', never `automatic`.
    ///
    /// ```swift
    /// view.cascade.tintAdjustmentMode = .dimmed
    /// ```
    public var tintAdjustmentMode: TintAdjustmentMode {
      get { TintAdjustmentMode(base.tintAdjustmentMode) }
      nonmutating set { base.tintAdjustmentMode = UIView.TintAdjustmentMode(newValue) }
    }

    /// The opacity, from 0 to 1.
    public var alpha: Double {
      get { Double(base.alpha) }
      nonmutating set { base.alpha = CGFloat(newValue) }
    }

    /// How content fills the bounds.
    public var contentMode: ContentMode {
      get { ContentMode(base.contentMode) }
      nonmutating set { base.contentMode = UIView.ContentMode(newValue) }
    }

    /// The layer's corner radius.
    public var cornerRadius: Double {
      get { Double(base.layer.cornerRadius) }
      nonmutating set {
        base.layer.cornerRadius = CGFloat(newValue)
        ButtonConfigurationStyle.cornerRadiusDidChange(of: base)
      }
    }

    /// The layer's border.
    public var border: Border {
      get { Border(base.layer) }
      nonmutating set { newValue.apply(to: base.layer) }
    }

    /// The layer's shadow.
    public var shadow: Shadow {
      get { Shadow(base.layer) }
      nonmutating set { newValue.apply(to: base.layer) }
    }

    /// The margins for the view's content, leading and trailing following the layout
    /// direction: the view's `directionalLayoutMargins`.
    public var layoutMargins: EdgeInsets {
      get { EdgeInsets(base.directionalLayoutMargins) }
      nonmutating set { base.directionalLayoutMargins = NSDirectionalEdgeInsets(newValue) }
    }
  }
#endif
