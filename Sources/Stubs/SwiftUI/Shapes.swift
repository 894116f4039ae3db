// The rounded rectangle that draws an element's background and border.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a global actor
/// `_ImpossibleActor` (an actor with a static `shared`), iOS 13 / macOS 10.15 / tvOS 13 / watchOS
/// 6, that nothing runs on: it exists only to isolate `_RemoveGlobalActorIsolation`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@globalActor public actor _ImpossibleActor {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static var shared`.
  public static let shared = _ImpossibleActor()
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a marker protocol
/// `_RemoveGlobalActorIsolation` isolated to `_ImpossibleActor`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6. A type that conforms to it and to `View` meets two global actors, so
/// it infers neither: that is how a shape stays nonisolated although a shape is a view.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `Shape` refining
/// `Sendable`, `Animatable`, `View` and `_RemoveGlobalActorIsolation`, iOS 13 / macOS 10.15 / tvOS
/// 13 / watchOS 6, with `nonisolated` requirements `path(in:)` (and `role`, `sizeThatFits` and
/// `layoutDirectionBehavior`, added later with defaults). A shape is therefore not the main
/// actor's, as the stub's is not either. The stub leaves out `Animatable` and the requirements,
/// which the layer does not use.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, View, _RemoveGlobalActorIsolation {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `InsettableShape`
/// refining `Shape`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an associated type
/// `InsetShape` and a `nonisolated inset(by:)`, which the stub leaves out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol InsettableShape: Shape {}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an enum `RoundedCornerStyle`
/// conforming to `Sendable` (`Equatable` and `Hashable` from trailing extensions), cases `circular`
/// and `continuous`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `RoundedRectangle` conforming to `Shape` (so not the main actor's), iOS 13 / macOS 10.15 / tvOS
/// 13 / watchOS 6; an iOS 13 extension makes it an `InsettableShape`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct RoundedRectangle: InsettableShape {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var cornerSize: CGSize`.
  public var cornerSize: CGSize
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `var style: RoundedCornerStyle`.
  public var style: RoundedCornerStyle
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable `nonisolated
  /// init(cornerRadius:style:)`, the style defaulting to `.continuous`. (The
  /// `init(cornerSize:style:)` form is left out.)
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  /// The stub's body (the interface's is a shape view): nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `FillStyle`
/// conforming to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 / tvOS 13
/// / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct FillStyle: Equatable, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var isEOFilled: Bool`.
  public var isEOFilled: Bool
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var isAntialiased: Bool`.
  public var isAntialiased: Bool
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `init(eoFill:antialiased:)`, defaulting to `false` and `true`.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `Shape`, an inlinable, disfavored `nonisolated fill<S: ShapeStyle>(_:style:)`, the style
  /// defaulting to `FillStyle()`, returning `some View`. (The iOS 17 form, which defaults the
  /// content to `.foreground`, is left out.)
  @_disfavoredOverload
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S, style: FillStyle = FillStyle()
  ) -> some View {
    EmptyView()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension InsettableShape {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `InsettableShape`, an inlinable, disfavored `strokeBorder<S: ShapeStyle>(_:lineWidth:
  /// antialiased:)`, the width defaulting to 1 and `antialiased` to `true`, returning
  /// `some View`, printed without isolation: an extension of a protocol that is neither the
  /// main actor's nor another actor's, so nonisolated, as the stub's is. (The iOS 17 form,
  /// which defaults the content to `.foreground`, is left out.)
  @_disfavoredOverload
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    EmptyView()
  }
}
