// The view protocol, the result builder and modified content.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `View`, type-erased
/// to `AnyView` and main-actor-isolated as a whole (`@_typeEraser(AnyView) @preconcurrency
/// @MainActor`), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with `nonisolated` underscored
/// requirements (`_makeView`, `_makeViewList`, `_viewListCount`), an associated type `Body: View`
/// and a get-only `body` marked `@ViewBuilder @MainActor @preconcurrency`. A type declared
/// conforming to it is therefore the main actor's. The underscored requirements and the type eraser
/// are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an iOS 13 extension making
/// `Never` a `View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// The stub's body: nothing renders.
  public var body: Never { self }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `EmptyView: View`, `@MainActor @preconcurrency` (`Sendable` from a trailing extension), iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, `Body == Never`, with an inlinable `nonisolated` initializer.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EmptyView: View, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated init()`.
  nonisolated public init() {}
  /// The stub's body (the interface's is `Never`): itself, so that nothing traps.
  public var body: EmptyView { self }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `TupleView<T>: View`, `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6,
/// its `Sendable` conformance marked unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TupleView<T>: View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var value: T`, the main
  /// actor's. The stub marks it `nonisolated(unsafe)`: in the Swift 6 language mode a `nonisolated`
  /// initializer may not set a main-actor property (the SDK is built in Swift 5 mode).
  nonisolated(unsafe) public var value: T
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated init(_:)` taking `T`.
  nonisolated public init(_ value: T) { self.value = value }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `_ConditionalContent<TrueContent, FalseContent>` with no constraints on its parameters,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6; an extension makes it a `View` where both
/// are views.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `AnyView: View`, `@MainActor @preconcurrency`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, that
/// erases the type of the view it holds (its `Sendable` conformance marked unavailable).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AnyView: View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `nonisolated init<V: View>(_:)`. (The `init(erasing:)` and `init?(_fromValue:)` forms are left
  /// out.)
  nonisolated public init<V: View>(_ view: V) {}
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an iOS 13 extension making
/// `Optional` a `View` where `Wrapped: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a struct `ViewBuilder` marked
/// with the older spelling of the result-builder attribute (`@_functionBuilder`; the stub writes
/// `@resultBuilder`), iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, its `Sendable` conformance marked
/// unavailable. Its body declares `buildExpression`, `buildBlock()`, a one-view `buildBlock` and a
/// disfavored parameter-pack `buildBlock`; an iOS 13 extension adds `buildIf` and both
/// `buildEither`s. All are emitted into the client. Fixed-arity `buildBlock<C0, C1, …>` forms were
/// not found in a read of the file (the other builders have them, in extensions near its end); the
/// stub has none. The iOS 14 `buildLimitedAvailability` is left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `buildExpression<Content: View>(_:)`, returning its argument.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `buildBlock()` returning
  /// `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `buildBlock<Content: View>(_:)`, returning its argument.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a disfavored
  /// `buildBlock<each Content: View>(_:)` taking a pack and returning
  /// `TupleView<(repeat each Content)>`, declared inside a compiler check for parameter
  /// packs, with no availability of its own.
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `buildIf<Content: View>(_:)`
  /// taking and returning `Content?`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `buildEither<TrueContent: View, FalseContent: View>(first:)` returning
  /// `_ConditionalContent<TrueContent, FalseContent>`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `buildEither(second:)`,
  /// shaped as `buildEither(first:)` is.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an extension for iOS 14 /
  /// macOS 11 / tvOS 14 / watchOS 7, `buildLimitedAvailability<Content: View>(_:)` returning
  /// `AnyView`, which lets `if #available` stand in a view builder.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a protocol `ViewModifier`,
/// `@preconcurrency @MainActor` as a whole, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with an
/// associated type `Body: View`, a `body(content:)` marked `@ViewBuilder @MainActor
/// @preconcurrency`, and `Content` a typealias for `_ViewModifier_Content<Self>`. The
/// `nonisolated` underscored requirements (`_makeView` and the like) are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a struct
/// `_ViewModifier_Content<Modifier: ViewModifier>: View`, `@MainActor @preconcurrency`,
/// iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `ModifiedContent<Content, Modifier>` with no constraints on its parameters, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, not isolated (its `Sendable` conformance marked
/// unavailable); an extension makes it a `View` where `Content: View, Modifier: ViewModifier`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ModifiedContent<Content, Modifier> {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var content: Content`.
  public var content: Content
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var modifier: Modifier`.
  public var modifier: Modifier
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable `nonisolated`
  /// `init(content:modifier:)`.
  nonisolated public init(content: Content, modifier: Modifier) {
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
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated modifier<T>(_:)` returning `ModifiedContent<Self, T>`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
