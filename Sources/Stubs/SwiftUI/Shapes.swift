// The rounded rectangle that draws an element's background and border.

/// The interface: `public protocol Shape : SwiftUI.Animatable, SwiftUI.View` (the stub
/// leaves out `Animatable` and `path(in:)`, which the layer does not call).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: View {}

/// The interface: `public protocol InsettableShape : SwiftUI.Shape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {}

/// The interface: `public enum RoundedCornerStyle { case circular, continuous }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// The interface: `@frozen public struct RoundedRectangle : SwiftUI.Shape`; `@inlinable
/// public init(cornerRadius: CoreFoundation.CGFloat, style: SwiftUI.RoundedCornerStyle =
/// .continuous)`; an `InsettableShape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle: InsettableShape {
  /// As the interface declares it: `public var cornerSize: CGSize`.
  public var cornerSize: CGSize
  /// As the interface declares it: `public var style: RoundedCornerStyle`.
  public var style: RoundedCornerStyle
  /// As the interface declares it: `public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)`.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `@frozen public struct FillStyle : Swift.Equatable`; `@inlinable public
/// init(eoFill: Swift.Bool = false, antialiased: Swift.Bool = true)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
  /// As the interface declares it: `public var isEOFilled: Bool`.
  public var isEOFilled: Bool
  /// As the interface declares it: `public var isAntialiased: Bool`.
  public var isAntialiased: Bool
  /// As the interface declares it: `public init(eoFill: Bool = false, antialiased: Bool = true)`.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  /// The interface: `@inlinable public func fill<S>(_ content: S, style: SwiftUI.FillStyle =
  /// FillStyle()) -> some SwiftUI.View where S : SwiftUI.ShapeStyle`.
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
    EmptyView()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
  /// The interface: `@inlinable public func strokeBorder<S>(_ content: S, lineWidth:
  /// CoreFoundation.CGFloat = 1, antialiased: Swift.Bool = true) -> some SwiftUI.View where
  /// S : SwiftUI.ShapeStyle`, `@available(iOS 17.0, …)`; iOS 13's form has no `antialiased`.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    EmptyView()
  }
}
