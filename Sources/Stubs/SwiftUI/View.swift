// The view protocol, the result builder and modified content.

/// The interface: `public protocol View { associatedtype Body : SwiftUI.View;
/// @SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) var body: Self.Body { get } }`,
/// `@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// The interface: `extension Swift.Never : SwiftUI.View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// The stub's body: nothing renders.
  public var body: Never { self }
}

/// The interface: `@frozen public struct EmptyView : SwiftUI.View { @inlinable public init() }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View {
  /// As the interface declares it: `public init()`.
  public init() {}
  /// The stub's body: nothing renders.
  public var body: EmptyView { self }
}

/// The interface: `@frozen public struct TupleView<T> : SwiftUI.View { public var value: T;
/// @inlinable public init(_ value: T) }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
  /// As the interface declares it: `public var value: T`.
  public var value: T
  /// As the interface declares it: `public init(_ value: T)`.
  public init(_ value: T) { self.value = value }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `@frozen public struct _ConditionalContent<TrueContent, FalseContent>`,
/// a `View` where both are.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `extension Swift.Optional : SwiftUI.View where Wrapped : SwiftUI.View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `@_functionBuilder public struct ViewBuilder` with `buildBlock` for up to
/// ten views (iOS 13) and a parameter-pack form (iOS 17); the stub has up to four.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// The interface: `public static func buildBlock() -> SwiftUI.EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// The interface: `public static func buildBlock<Content>(_ content: Content) -> Content
  /// where Content : SwiftUI.View`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// The interface: `buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> SwiftUI.TupleView<(C0, C1)>`.
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }
  /// The interface: `buildBlock<C0, C1, C2>(…) -> SwiftUI.TupleView<(C0, C1, C2)>`.
  public static func buildBlock<C0: View, C1: View, C2: View>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> { TupleView((c0, c1, c2)) }
  /// The interface: `buildBlock<C0, C1, C2, C3>(…) -> SwiftUI.TupleView<(C0, C1, C2, C3)>`.
  public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> { TupleView((c0, c1, c2, c3)) }
  /// The interface: `public static func buildIf<Content>(_ content: Content?) -> Content?
  /// where Content : SwiftUI.View`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// The interface: `buildEither<TrueContent, FalseContent>(first: TrueContent) ->
  /// SwiftUI._ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The interface: `buildEither<TrueContent, FalseContent>(second: FalseContent) ->
  /// SwiftUI._ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// The interface: `public protocol ViewModifier { associatedtype Body : SwiftUI.View;
/// @SwiftUI.ViewBuilder @_Concurrency.MainActor(unsafe) func body(content: Self.Content) ->
/// Self.Body; typealias Content = SwiftUI._ViewModifier_Content<Self> }`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The interface: `public struct _ViewModifier_Content<Modifier> where Modifier :
/// SwiftUI.ViewModifier`, a `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// The interface: `@frozen public struct ModifiedContent<Content, Modifier> { public var
/// content: Content; public var modifier: Modifier; @inlinable public init(content: Content,
/// modifier: Modifier) }`, a `View` where `Content : View, Modifier : ViewModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
  /// As the interface declares it: `public var content: Content`.
  public var content: Content
  /// As the interface declares it: `public var modifier: Modifier`.
  public var modifier: Modifier
  /// As the interface declares it: `public init(content: Content, modifier: Modifier)`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// The interface: `@inlinable public func modifier<T>(_ modifier: T) ->
  /// SwiftUI.ModifiedContent<Self, T>`.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
