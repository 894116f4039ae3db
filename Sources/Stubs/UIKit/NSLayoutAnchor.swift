#if os(Linux)
  public import Foundation

  /// An edge or a dimension of a view or a layout guide, which makes constraints.
  /// NSLayoutAnchor.h, iPhoneOS18.0.sdk: generic over the anchor's own kind, main-actor
  /// isolated (`NS_SWIFT_UI_ACTOR`), iOS 9, unavailable on watchOS. Each method returns an
  /// inactive constraint.
  @MainActor
  @available(iOS 9.0, *)
  @available(watchOS, unavailable)
  open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// A constraint that this anchor equals another. NSLayoutAnchor.h, iPhoneOS18.0.sdk.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: 0)
    }

    /// A constraint that this anchor is at least another. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: 0)
    }

    /// A constraint that this anchor is at most another. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: 0)
    }

    /// A constraint that this anchor equals another plus a constant. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(
      equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }

    /// A constraint that this anchor is at least another plus a constant.
    /// NSLayoutAnchor.h, iPhoneOS18.0.sdk.
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }

    /// A constraint that this anchor is at most another plus a constant.
    /// NSLayoutAnchor.h, iPhoneOS18.0.sdk.
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }
  }

  /// A horizontal edge or center. NSLayoutAnchor.h, iPhoneOS18.0.sdk: iOS 9, unavailable on
  /// watchOS.
  @MainActor
  @available(iOS 9.0, *)
  @available(watchOS, unavailable)
  open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

  /// A vertical edge, center or baseline. NSLayoutAnchor.h, iPhoneOS18.0.sdk: iOS 9,
  /// unavailable on watchOS.
  @MainActor
  @available(iOS 9.0, *)
  @available(watchOS, unavailable)
  open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// A width or a height. NSLayoutAnchor.h, iPhoneOS18.0.sdk: iOS 9, unavailable on watchOS.
  @MainActor
  @available(iOS 9.0, *)
  @available(watchOS, unavailable)
  open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// A constraint that this dimension equals a constant. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }

    /// A constraint that this dimension is at least a constant. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }

    /// A constraint that this dimension is at most a constant. NSLayoutAnchor.h,
    /// iPhoneOS18.0.sdk.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      NSLayoutConstraint(constant: c)
    }
  }

  /// A rectangle that takes part in layout without being a view. UILayoutGuide.h,
  /// iPhoneOS18.0.sdk: main-actor isolated, iOS 9, unavailable on watchOS.
  @MainActor
  @available(iOS 9.0, *)
  @available(watchOS, unavailable)
  open class UILayoutGuide: NSObject {
    /// The leading edge. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let leadingAnchor = NSLayoutXAxisAnchor()
    /// The trailing edge. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let trailingAnchor = NSLayoutXAxisAnchor()
    /// The top edge. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let topAnchor = NSLayoutYAxisAnchor()
    /// The bottom edge. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let bottomAnchor = NSLayoutYAxisAnchor()
    /// The width. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let widthAnchor = NSLayoutDimension()
    /// The height. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let heightAnchor = NSLayoutDimension()
    /// The horizontal center. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let centerXAnchor = NSLayoutXAxisAnchor()
    /// The vertical center. UILayoutGuide.h, iPhoneOS18.0.sdk.
    public let centerYAnchor = NSLayoutYAxisAnchor()
  }
#endif
