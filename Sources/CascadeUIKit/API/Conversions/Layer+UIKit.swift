#if canImport(UIKit) && !os(watchOS)
  public import CascadeViews
  public import UIKit

  extension Border {
    /// Draws the border on a layer: its width and color.
    ///
    /// ```swift
    /// Border(width: 1, color: .gray).apply(to: view.layer)
    /// ```
    ///
    /// - Parameter layer: The layer; ``/CascadeViews/Border/none`` clears its border.
    public func apply(to layer: CALayer) {
      layer.borderWidth = CGFloat(width)
      layer.borderColor = UIColor(color).cgColor
    }

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
    /// Casts the shadow from a layer: its color, opacity, blur radius and offset.
    ///
    /// A `CALayer` casts one drop shadow, with no spread: of a shadow of several layers
    /// (``/CascadeViews/Shadow/layers``), it casts the first that is not inset, and where
    /// every layer is inset, none (its opacity is 0). The spread is not drawn.
    ///
    /// ```swift
    /// Shadow(opacity: 0.2, radius: 8).apply(to: view.layer)
    /// ```
    ///
    /// - Parameter layer: The layer; ``/CascadeViews/Shadow/none`` clears its shadow.
    public func apply(to layer: CALayer) {
      // Where every layer is inset, the first one's color, radius and offset, at opacity 0.
      let drop = dropShadow
      let cast = drop ?? self
      layer.shadowColor = UIColor(cast.color).cgColor
      layer.shadowOpacity = drop.map { Float($0.opacity) } ?? 0
      layer.shadowRadius = CGFloat(cast.radius)
      layer.shadowOffset = CGSize(
        width: CGFloat(cast.offset.width), height: CGFloat(cast.offset.height))
    }

    /// The shadow a layer casts.
    ///
    /// The layer keeps the opacity as a `Float`; it is read back as the shortest decimal that
    /// names that `Float`, so that a shadow set on a layer reads back equal: 0.3 and not
    /// 0.30000001192092896. An opacity with more significant digits than a `Float` holds
    /// (about seven) reads back as the `Float` keeps it.
    ///
    /// ```swift
    /// Shadow(opacity: 0.3).apply(to: view.layer)
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
