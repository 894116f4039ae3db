// The modifiers the layer applies, with the value types they take. The stub's modifiers
// return the view unchanged: nothing here renders.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `EdgeInsets` conforming
/// to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6, with public `CGFloat` vars `top`, `leading`, `bottom`, `trailing`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
  public var top, leading, bottom, trailing: CGFloat
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable
  /// `init(top:leading:bottom:trailing:)`, all `CGFloat`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable `init()` setting every
  /// edge to 0.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `Alignment` conforming to
/// `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var horizontal: HorizontalAlignment`.
  public var horizontal: HorizontalAlignment
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var vertical: VerticalAlignment`.
  public var vertical: VerticalAlignment
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable
  /// `init(horizontal:vertical:)`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a static constant `center` in an
  /// iOS 13 extension of `Alignment`; the stub gives it a value of its own.
  public static let center = Alignment(horizontal: .center, vertical: .center)
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen enum `TextAlignment` conforming
/// to `Hashable` and `CaseIterable` (`Sendable` from a trailing extension), cases `leading`,
/// `center`, `trailing`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `foregroundColor(_:)` taking `Color?` and returning `some View`, whose own
  /// attributes introduce it in iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 / visionOS 1 and
  /// deprecate it in the placeholder version 100000, renamed to `foregroundStyle(_:)` (which
  /// the stub does not declare).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `font(_:)` taking `Font?` and returning `some View`.
  public func font(_ font: Font?) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `padding(_:)` taking `EdgeInsets` and returning `some View`.
  public func padding(_ insets: EdgeInsets) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension for iOS 15 / macOS 12
  /// / tvOS 15 / watchOS 8, an inlinable `background<V: View>(alignment:content:)`, the
  /// alignment defaulting to `.center` and the content a `@ViewBuilder` closure, returning
  /// `some View`. (The iOS 13 `background(_:alignment:)` is disfavored and deprecated.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension for iOS 15 / macOS 12
  /// / tvOS 15 / watchOS 8, an inlinable `overlay<V: View>(alignment:content:)`, shaped as
  /// `background(alignment:content:)` is.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `shadow(color:radius:x:y:)`, `x` and `y` defaulting to 0, returning
  /// `some View`. The interface's default color is built with `Color(_:white:opacity:)` in
  /// linear sRGB at white 0 and opacity 0.33; the stub, which lacks that initializer, builds
  /// the same color from red, green and blue.
  public func shadow(
    color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33),
    radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `opacity(_:)` taking `Double` and returning `some View`.
  public func opacity(_ opacity: Double) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable `lineLimit(_:)` taking
  /// `Int?` and returning `some View`, in an extension of `View` with no attribute, carrying
  /// its own iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 attribute. (The iOS 16 forms taking
  /// ranges are left out.)
  public func lineLimit(_ number: Int?) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `multilineTextAlignment(_:)` taking `TextAlignment` and returning
  /// `some View`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension for iOS 15 / macOS 12
  /// / tvOS 15 / watchOS 8, an inlinable, disfavored `tint(_:)` taking `Color?` and returning
  /// `some View`. The iOS 16 `tint<S: ShapeStyle>(_:)` taking `S?` is left out: on Linux it
  /// would win overload resolution over this one, and the availability check would then see
  /// an iOS 16 use that an iOS 15 build does not make.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  public func tint(_ tint: Color?) -> some View { self }
}
