// A declaration stub, built only on Linux, of the layer properties a view's style sets.
#if os(Linux)
  public import Foundation

  /// The layer behind a view: corners, border and shadow. CALayer.h, iPhoneOS18.0.sdk.
  /// Not main-actor isolated in the SDK either; a view's layer is used on the main thread by
  /// convention.
  open class CALayer: NSObject {
    /// The corner radius, in points. CALayer.h, iPhoneOS18.0.sdk.
    open var cornerRadius: CGFloat = 0
    /// The border's width, in points. CALayer.h, iPhoneOS18.0.sdk.
    open var borderWidth: CGFloat = 0
    /// The border's color; opaque black when unset. CALayer.h, iPhoneOS18.0.sdk.
    open var borderColor: CGColor?
    /// The shadow's color; opaque black when unset. CALayer.h, iPhoneOS18.0.sdk.
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0 to 1; `Float` in the SDK. CALayer.h, iPhoneOS18.0.sdk.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius. CALayer.h, iPhoneOS18.0.sdk.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset; (0, -3) by default. CALayer.h, iPhoneOS18.0.sdk.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Whether sublayers are clipped to the bounds. CALayer.h, iPhoneOS18.0.sdk.
    open var masksToBounds = false

    /// Creates a layer. CALayer.h, iPhoneOS18.0.sdk.
    public override init() {
      super.init()
    }
  }
#endif
