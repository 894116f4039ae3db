// The modifiers the layer applies, with the value types they take. The stub's modifiers
// return the view unchanged: nothing here renders.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen enum `TextAlignment`
/// conforming to `Hashable` and `CaseIterable` (`Sendable` from a trailing extension), cases
/// `leading`, `center`, `trailing`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated foregroundColor(_:)` taking `Color?` and returning
  /// `some View`, whose own attributes introduce it in iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 /
  /// visionOS 1 and deprecate it in the placeholder version 100000, renamed to
  /// `foregroundStyle(_:)` (which the stub does not declare).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated font(_:)` taking `Font?` and returning `some View`.
  nonisolated public func font(_ font: Font?) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for iOS 15 /
  /// macOS 12 / tvOS 15 / watchOS 8, an inlinable `nonisolated background<V:
  /// View>(alignment:content:)`, the alignment defaulting to `.center` and the content a
  /// `@ViewBuilder` closure, returning `some View`. (The iOS 13 `background(_:alignment:)` is
  /// disfavored and deprecated.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for iOS 15 /
  /// macOS 12 / tvOS 15 / watchOS 8, an inlinable `nonisolated overlay<V:
  /// View>(alignment:content:)`, shaped as `background(alignment:content:)` is.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension
  /// of `View`, an inlinable `nonisolated` `shadow(color:radius:x:y:)`, `x` and `y`
  /// defaulting to 0, returning
  /// `some View`. The interface's default color is built with `Color(_:white:opacity:)` in
  /// linear sRGB at white 0 and opacity 0.33; the stub, which lacks that initializer, builds
  /// the same color from red, green and blue.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33),
    radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated opacity(_:)` taking `Double` and returning `some View`.
  nonisolated public func opacity(_ opacity: Double) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated lineLimit(_:)` taking `Int?` and returning `some View`, in an iOS 13 extension of
  /// `View`, carrying its own iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6 attribute. (The iOS 16
  /// forms taking ranges are left out.)
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated multilineTextAlignment(_:)` taking `TextAlignment` and
  /// returning `some View`.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for iOS 15 /
  /// macOS 12 / tvOS 15 / watchOS 8, an inlinable, disfavored `nonisolated tint(_:)` taking
  /// `Color?` and returning `some View`. The iOS 16 `tint<S: ShapeStyle>(_:)` taking `S?` is left
  /// out: on Linux it would win overload resolution over this one, and the availability check would
  /// then see an iOS 16 use that an iOS 15 build does not make.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  @_disfavoredOverload
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for
  /// iOS 15 / macOS 12 / tvOS 15 / watchOS 8, an inlinable `nonisolated`
  /// `foregroundStyle<S: ShapeStyle>(_:)` returning `some View`. (The two- and three-style
  /// overloads are left out.)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension
  /// of `View`, an inlinable `nonisolated` `disabled(_:)` taking `Bool` and returning
  /// `some View`, which sets `isEnabled` to false below it when true.
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable `nonisolated
  /// preferredColorScheme(_:)` taking `ColorScheme?` and returning `some View`, in an
  /// extension of `View` for iOS 13 / macOS 11 / tvOS 13 / watchOS 6 (macOS 11, where the
  /// stub's extension says macOS 10.15: the stub repeats the attribute on the method).
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    self
  }
}
