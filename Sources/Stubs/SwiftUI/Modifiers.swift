// The modifiers the layer applies, with the value types they take. The stub's modifiers
// return the view unchanged: nothing here renders.

/// The interface: `@frozen public struct EdgeInsets : Swift.Equatable`; `@inlinable public
/// init(top: CoreFoundation.CGFloat, leading: CoreFoundation.CGFloat, bottom:
/// CoreFoundation.CGFloat, trailing: CoreFoundation.CGFloat)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
  public var top, leading, bottom, trailing: CGFloat
  /// As the interface declares it: `public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// The interface: `@inlinable public init()`, every edge 0.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The interface: `@frozen public struct Alignment : Swift.Equatable` with `center`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
  /// As the interface declares it: `public var horizontal: HorizontalAlignment`.
  public var horizontal: HorizontalAlignment
  /// As the interface declares it: `public var vertical: VerticalAlignment`.
  public var vertical: VerticalAlignment
  /// As the interface declares it: `public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// As the interface declares it: `public static let center`; the stub gives it a value of its own.
  public static let center = Alignment(horizontal: .center, vertical: .center)
}

/// The interface: `public enum TextAlignment : Swift.Hashable, Swift.CaseIterable { case
/// leading, center, trailing }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading, center, trailing
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// The interface: `@inlinable public func foregroundColor(_ color:
  /// SwiftUI.Color?) -> some SwiftUI.View`, `@available(iOS, introduced: 13.0, deprecated:
  /// 100000.0, renamed: "foregroundStyle(_:)")`.
  public func foregroundColor(_ color: Color?) -> some View { self }

  /// The interface: `@inlinable public func font(_ font: SwiftUI.Font?) -> some
  /// SwiftUI.View`.
  public func font(_ font: Font?) -> some View { self }

  /// The interface: `@inlinable public func padding(_ insets: SwiftUI.EdgeInsets)
  /// -> some SwiftUI.View`.
  public func padding(_ insets: EdgeInsets) -> some View { self }

  /// The interface: `@inlinable public func background<V>(alignment:
  /// SwiftUI.Alignment = .center, @SwiftUI.ViewBuilder content: () -> V) -> some SwiftUI.View
  /// where V : SwiftUI.View`, `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// The interface: `@inlinable public func overlay<V>(alignment:
  /// SwiftUI.Alignment = .center, @SwiftUI.ViewBuilder content: () -> V) -> some SwiftUI.View
  /// where V : SwiftUI.View`, `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  )
    -> some View
  { self }

  /// The interface: `@inlinable public func shadow(color: SwiftUI.Color =
  /// Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CoreFoundation.CGFloat, x:
  /// CoreFoundation.CGFloat = 0, y: CoreFoundation.CGFloat = 0) -> some SwiftUI.View`.
  public func shadow(
    color: Color = Color(.sRGBLinear, red: 0, green: 0, blue: 0, opacity: 0.33),
    radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> some View { self }

  /// The interface: `@inlinable public func opacity(_ opacity: Swift.Double) ->
  /// some SwiftUI.View`.
  public func opacity(_ opacity: Double) -> some View { self }

  /// The interface: `@inlinable public func lineLimit(_ number: Swift.Int?) ->
  /// some SwiftUI.View`.
  public func lineLimit(_ number: Int?) -> some View { self }

  /// The interface: `@inlinable public func multilineTextAlignment(_ alignment:
  /// SwiftUI.TextAlignment) -> some SwiftUI.View`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

  /// The interface: `@inlinable public func tint(_ tint: SwiftUI.Color?) -> some
  /// SwiftUI.View`, `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public func tint(_ tint: Color?) -> some View { self }
}
