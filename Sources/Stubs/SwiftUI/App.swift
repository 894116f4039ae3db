// An app, its scenes and its windows.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `App`, iOS 14 / macOS 11 /
/// tvOS 14 / watchOS 7, main-actor-isolated (the stub: `@MainActor @preconcurrency`; the
/// iOS 18.0 SDK's SwiftUI interface prints `@preconcurrency @MainActor public protocol App`,
/// its `body` and `init()` each `@MainActor @preconcurrency`), with
/// an associated type `Body: Scene`, a `body` marked `@SceneBuilder` and a required
/// `init()`; an extension gives it `static func main()`, which `@main` calls.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
  init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `static func main()`, the app's
  /// entry point. The stub makes the app and returns: there is no run loop to start.
  public static func main() { _ = Self() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a protocol `Scene`, iOS 14 / macOS 11 /
/// tvOS 14 / watchOS 7, main-actor-isolated, with an associated type `Body: Scene` and a
/// `body` marked `@SceneBuilder`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder var body: Body { get }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an iOS 14 extension making `Never` a
/// `Scene`, the body of a primitive scene.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: Scene {}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a result builder `SceneBuilder`, iOS 14
/// / macOS 11 / tvOS 14 / watchOS 7, with `buildBlock<Content: Scene>(_:)` (and
/// multi-scene forms, left out: the stub's apps have one scene).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder
public struct SceneBuilder {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `buildBlock<Content: Scene>(_:)`,
  /// returning its argument.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `WindowGroup<Content: View>:
/// Scene`, iOS 14 / macOS 11 / tvOS 14 / watchOS 7, made with `init(content:)`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct WindowGroup<Content: View>: Scene {
  nonisolated(unsafe) let content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(content:)` taking a
  /// `@ViewBuilder` closure.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The stub's body (the interface's is `Never`): itself, so that nothing traps.
  public var body: WindowGroup<Content> { self }
}
