#if canImport(UIKit) && !os(watchOS)
  internal import UIKit

  /// A layer's border as the layer holds it.
  struct BorderOriginal: Sendable {
    let width: CGFloat
    let color: CGColor?

    @MainActor
    init(_ layer: CALayer) {
      width = layer.borderWidth
      color = layer.borderColor
    }

    @MainActor
    static func restore(_ original: BorderOriginal, _ layer: CALayer) {
      layer.borderWidth = original.width
      layer.borderColor = original.color
    }
  }

  /// A layer's shadow as the layer holds it: the opacity a `Float`, the color a `CGColor`.
  struct ShadowOriginal: Sendable {
    let color: CGColor?
    let opacity: Float
    let radius: CGFloat
    let offset: CGSize

    @MainActor
    init(_ layer: CALayer) {
      color = layer.shadowColor
      opacity = layer.shadowOpacity
      radius = layer.shadowRadius
      offset = layer.shadowOffset
    }

    @MainActor
    static func restore(_ original: ShadowOriginal, _ layer: CALayer) {
      layer.shadowColor = original.color
      layer.shadowOpacity = original.opacity
      layer.shadowRadius = original.radius
      layer.shadowOffset = original.offset
    }
  }
#endif
