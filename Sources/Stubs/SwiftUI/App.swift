// An app, its scenes and its windows.

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@preconcurrency @MainActor public protocol
/// App`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, with an associated type `Body: Scene`, a `body`
/// marked `@SceneBuilder` and a required `init()` (each printed `@MainActor @preconcurrency`, which
/// the protocol's own isolation gives the stub's); an extension gives it `static func main()`,
/// which `@main` calls.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 14 extension, `@MainActor
  /// @preconcurrency static func main()`, the app's entry point. The stub makes the app and
  /// returns: there is no run loop to start.
  public static func main() { _ = Self() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@preconcurrency @MainActor public protocol
/// Scene`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, with an associated type `Body: Scene` and a
/// `body` marked `@SceneBuilder`. (Its underscored `nonisolated static func _makeScene` requirement
/// is left out.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: an iOS 14 extension making `Never` a `Scene`,
/// the body of a primitive scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a result builder `SceneBuilder` (printed
/// `@_functionBuilder`), iOS 14 / macOS 11 / tvOS 14 / watchOS 7 / visionOS 1, its `Sendable`
/// conformance marked unavailable, with `buildBlock<Content: Scene>(_:)`. Its `buildExpression`,
/// the unavailable empty `buildBlock()`, the multi-scene parameter-pack form and the availability
/// builders are left out: the stub's apps have one scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `static func buildBlock<Content>(_:) ->
  /// Content where Content: Scene`, returning its argument.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// WindowGroup<Content>: Scene where Content: View`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, its
/// `Sendable` conformance marked unavailable (left out here).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `nonisolated init(content:)` taking a
  /// non-escaping `@ViewBuilder` closure, deprecated in iOS 18 / macOS 15 / tvOS 18 / watchOS 11
  /// (message "Use the initializer which takes an escaping view builder instead.") and in visionOS
  /// 2 (no message), each renamed to `init(makeContent:)`, which the stub does not declare.
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The stub's body (the interface's is `Never`): itself, so that nothing traps.
  public var body: WindowGroup<Content> { self }
}
