// The views the layer names: text, buttons, images and stacks. The interface gives each
// `Body == Swift.Never`; here each body is `EmptyView`, so that nothing traps.

/// The interface: `@frozen public struct Text : Swift.Equatable, Swift.Sendable`, a `View`;
/// `@_disfavoredOverload public init<S>(_ content: S) where S : Swift.StringProtocol`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Text: Equatable, Sendable, View {
  let content: String
  /// As the interface declares it: `public init<S: StringProtocol>(_ content: S)`.
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `public struct Button<Label> : SwiftUI.View where Label : SwiftUI.View`;
/// `public init(action: @escaping () -> Swift.Void, @SwiftUI.ViewBuilder label: () -> Label)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label: View>: View {
  let label: Label
  /// As the interface declares it: `public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// The interface: `@_disfavoredOverload public init<S>(_ title: S, action: @escaping () ->
  /// Swift.Void) where S : Swift.StringProtocol`.
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    label = Text(title)
  }
}

/// The interface: `@frozen public struct Image : Swift.Equatable, Swift.Sendable`, a `View`;
/// `public init(_ name: Swift.String, bundle: Foundation.Bundle? = nil)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Image: Equatable, Sendable, View {
  let name: String
  /// As the interface declares it: `public init(_ name: String, bundle: Bundle? = nil)`.
  public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `public enum HorizontalAlignment`-like `@frozen public struct
/// HorizontalAlignment : Swift.Equatable` with `leading`, `center`, `trailing`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  /// As the interface declares it: `public static let leading`; the stub gives it a value of its own.
  public static let leading = HorizontalAlignment(name: "leading")
  /// As the interface declares it: `public static let center`; the stub gives it a value of its own.
  public static let center = HorizontalAlignment(name: "center")
  /// As the interface declares it: `public static let trailing`; the stub gives it a value of its own.
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// The interface: `@frozen public struct VerticalAlignment : Swift.Equatable` with `top`,
/// `center`, `bottom`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  /// As the interface declares it: `public static let top`; the stub gives it a value of its own.
  public static let top = VerticalAlignment(name: "top")
  /// As the interface declares it: `public static let center`; the stub gives it a value of its own.
  public static let center = VerticalAlignment(name: "center")
  /// As the interface declares it: `public static let bottom`; the stub gives it a value of its own.
  public static let bottom = VerticalAlignment(name: "bottom")
}

/// The interface: `@frozen public struct VStack<Content> : SwiftUI.View where Content :
/// SwiftUI.View`; `@inlinable public init(alignment: SwiftUI.HorizontalAlignment = .center,
/// spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct VStack<Content: View>: View {
  let content: Content
  /// As the interface declares it: `public init(`.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `@frozen public struct HStack<Content> : SwiftUI.View where Content :
/// SwiftUI.View`; `@inlinable public init(alignment: SwiftUI.VerticalAlignment = .center,
/// spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct HStack<Content: View>: View {
  let content: Content
  /// As the interface declares it: `public init(`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
