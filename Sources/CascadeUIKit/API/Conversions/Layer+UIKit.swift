#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension CALayer {
    /// Draws a border: its width and color.
    ///
    /// ```swift
    /// view.layer.setBorder(Border(width: 1, color: .gray))
    /// ```
    ///
    /// - Parameter border: The border; ``/CascadeViews/Border/none`` for none.
    public func setBorder(_ border: Border) {
      borderWidth = CGFloat(border.width)
      borderColor = UIColor(border.color).cgColor
    }

    /// Casts a shadow: its color, opacity, blur radius and offset.
    ///
    /// ```swift
    /// view.layer.setShadow(Shadow(opacity: 0.2, radius: 8))
    /// ```
    ///
    /// - Parameter shadow: The shadow; ``/CascadeViews/Shadow/none`` for none.
    public func setShadow(_ shadow: Shadow) {
      shadowColor = UIColor(shadow.color).cgColor
      shadowOpacity = Float(shadow.opacity)
      shadowRadius = CGFloat(shadow.radius)
      shadowOffset = CGSize(
        width: CGFloat(shadow.offset.width), height: CGFloat(shadow.offset.height))
    }
  }

  extension Border {
    /// The border a layer draws.
    ///
    /// ```swift
    /// let border = Border(view.layer)
    /// ```
    ///
    /// - Parameter layer: The layer.
    public init(_ layer: CALayer) {
      self.init(width: Double(layer.borderWidth), color: Color(cgColor: layer.borderColor))
    }
  }

  extension Shadow {
    /// The shadow a layer casts.
    ///
    /// The layer keeps the opacity as a `Float`; it is read back as the shortest decimal that
    /// names that `Float`, so that a shadow set on a layer reads back equal: 0.3 and not
    /// 0.30000001192092896. An opacity with more significant digits than a `Float` holds
    /// (about seven) reads back as the `Float` keeps it.
    ///
    /// ```swift
    /// view.layer.setShadow(Shadow(opacity: 0.3))
    /// Shadow(view.layer).opacity  // 0.3
    /// ```
    ///
    /// - Parameter layer: The layer.
    public init(_ layer: CALayer) {
      self.init(
        color: Color(cgColor: layer.shadowColor), opacity: Double(stored: layer.shadowOpacity),
        radius: Double(layer.shadowRadius),
        offset: Size(
          width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height)))
    }
  }

  extension Double {
    /// The value a `Float` that the SDK stores stands for: the shortest decimal that names
    /// it, so that a `Double` stored as a `Float` and read back compares equal to itself
    /// wherever the `Float` holds its digits.
    init(stored value: Float) {
      self = value.isFinite ? Double(value.description) ?? Double(value) : Double(value)
    }
  }
#endif
