/// A shadow: color, opacity, blur radius, offset, spread, and whether it falls inside the
/// view; or several of them, layered as CSS's `box-shadow` list.
///
/// Mirrors `CALayer`'s `shadowColor`, `shadowOpacity`, `shadowRadius` and `shadowOffset`
/// as one value, with the same defaults: black, opacity 0 (invisible), radius 3, offset
/// (0, -3); and adds what CSS and the design token format have and a layer lacks: a
/// ``spread``, ``isInset``, and more than one layer (``init(layers:)``). The opacity is
/// clamped to 0...1 (NaN becomes 0); a negative or NaN radius is clamped to 0.
///
/// The properties other than ``layers`` are the first layer's, the one drawn on top. Where
/// a renderer draws one drop shadow (a `CALayer`), it draws that one; see each renderer's
/// documentation for what it keeps.
///
/// ```swift
/// let lifted = Shadow(opacity: 0.2, radius: 8, offset: Size(width: 0, height: 4))
/// let elevated = Shadow(layers: [
///   Shadow(opacity: 0.1, radius: 2, offset: Size(width: 0, height: 1)),
///   Shadow(opacity: 0.2, radius: 16, offset: Size(width: 0, height: 8), spread: -4),
/// ])
/// ```
public struct Shadow: Sendable, Hashable {
  /// No shadow: the `CALayer` defaults, with opacity 0.
  ///
  /// ```swift
  /// let flat = Shadow.none
  /// ```
  public static let none = Shadow()

  /// The shadow color.
  ///
  /// ```swift
  /// Shadow().color  // #000000
  /// ```
  public let color: Color

  /// The shadow opacity, from 0 (invisible) to 1.
  ///
  /// ```swift
  /// Shadow(opacity: 1.5).opacity  // 1.0
  /// ```
  public let opacity: Double

  /// The blur radius in points, 0 or more.
  ///
  /// ```swift
  /// Shadow(radius: -1).radius  // 0.0
  /// ```
  public let radius: Double

  /// How far the shadow is displaced from the view.
  ///
  /// ```swift
  /// Shadow().offset  // (width: 0.0, height: -3.0)
  /// ```
  public let offset: Size

  /// How far the shadow grows (or, negative, shrinks) beyond the view's edge before it is
  /// blurred, in points, as CSS's spread; 0 by default.
  ///
  /// ```swift
  /// Shadow(radius: 8, spread: 2).spread  // 2.0
  /// ```
  public let spread: Double

  /// Whether the shadow falls inside the view, as CSS's `inset` shadows; `false` by default.
  ///
  /// ```swift
  /// Shadow(opacity: 0.3, isInset: true).isInset  // true
  /// ```
  public let isInset: Bool

  /// The layers after the first, each of one layer.
  private(set) var lowerLayers: [Shadow]

  /// Creates a shadow of one layer; every parameter defaults to `CALayer`'s default.
  ///
  /// The opacity is clamped to 0...1 (NaN becomes 0); a negative or NaN radius is clamped
  /// to 0, and a NaN spread is 0.
  ///
  /// ```swift
  /// let glow = Shadow(color: .blue, opacity: 0.6, radius: 12, offset: .zero)
  /// let pressed = Shadow(opacity: 0.25, radius: 4, offset: .zero, isInset: true)
  /// ```
  ///
  /// - Parameters:
  ///   - color: The shadow color; black by default.
  ///   - opacity: The opacity; 0 by default, so the shadow is invisible until raised.
  ///   - radius: The blur radius in points; 3 by default.
  ///   - offset: The displacement; (0, -3) by default.
  ///   - spread: How far the shadow grows beyond the edge; 0 by default.
  ///   - isInset: Whether the shadow falls inside the view; `false` by default.
  public init(
    color: Color = .black, opacity: Double = 0, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3), spread: Double = 0, isInset: Bool = false
  ) {
    self.color = color
    self.opacity = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
    self.radius = radius.isNaN ? 0 : max(radius, 0)
    self.offset = offset
    self.spread = spread.isNaN ? 0 : spread
    self.isInset = isInset
    self.lowerLayers = []
  }

  /// Creates a shadow of several layers, the first drawn on top, as CSS's `box-shadow`
  /// list; no layers is ``none``, and a layer of several layers adds each of them.
  ///
  /// ```swift
  /// let elevated = Shadow(layers: [
  ///   Shadow(opacity: 0.1, radius: 2, offset: Size(width: 0, height: 1)),
  ///   Shadow(opacity: 0.2, radius: 16, offset: Size(width: 0, height: 8)),
  /// ])
  /// print(elevated.layers.count)  // 2
  /// ```
  ///
  /// - Parameter layers: The layers, top first.
  public init(layers: [Shadow]) {
    // Each shadow's own layers, in order, without building a list per shadow.
    var flat: [Shadow] = []
    flat.reserveCapacity(layers.count)
    for shadow in layers {
      flat.append(shadow.lowerLayers.isEmpty ? shadow : shadow.firstLayer)
      flat += shadow.lowerLayers
    }
    guard let first = flat.first else {
      self = .none
      return
    }
    self = first
    self.lowerLayers = Array(flat.dropFirst())
  }

  /// The shadow's layers, each of one layer, the first drawn on top: one for a shadow made
  /// with ``init(color:opacity:radius:offset:spread:isInset:)``.
  ///
  /// ```swift
  /// Shadow(opacity: 0.2).layers.count  // 1
  /// ```
  public var layers: [Shadow] {
    guard !lowerLayers.isEmpty else { return [self] }
    return [firstLayer] + lowerLayers
  }

  /// The first layer that is not inset, alone: the one drop shadow that a `CALayer` and
  /// SwiftUI cast; `nil` where every layer is inset. Found without building ``layers``, for
  /// the setters that apply a shadow on every restyle.
  package var dropShadow: Shadow? {
    guard isInset else { return lowerLayers.isEmpty ? self : firstLayer }
    return lowerLayers.first { !$0.isInset }
  }

  /// The first layer alone.
  private var firstLayer: Shadow {
    Shadow(
      color: color, opacity: opacity, radius: radius, offset: offset, spread: spread,
      isInset: isInset)
  }
}

extension Shadow: CustomStringConvertible {
  /// `none` for ``none``, otherwise every property, labelled, with `spread` and `inset`
  /// where the shadow has them, and each layer apart by a comma.
  ///
  /// ```swift
  /// Shadow(opacity: 0.5).description
  /// // "#000000 opacity 0.5 radius 3.0 offset (width: 0.0, height: -3.0)"
  /// ```
  public var description: String {
    guard self != .none else { return "none" }
    guard lowerLayers.isEmpty else { return layers.map(\.description).joined(separator: ", ") }
    let spreadText = spread == 0 ? "" : " spread \(spread)"
    let insetText = isInset ? " inset" : ""
    return "\(color) opacity \(opacity) radius \(radius) offset \(offset)\(spreadText)\(insetText)"
  }
}
