// Views that hold other views: groups, lists, scroll views, navigation stacks.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct
/// `Group<Content>` with no constraint on its parameter, iOS 13 / macOS 10.15 / tvOS 13 / watchOS
/// 6; an extension makes it a `View` where `Content: View`, with a `nonisolated init(content:)`
/// taking a `@ViewBuilder` closure; its `Sendable` conformance is marked unavailable.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {
  let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `nonisolated init(content:)`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a struct
/// `ForEach<Data: RandomAccessCollection, ID: Hashable, Content>`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, not isolated (its `Sendable` conformance marked unavailable), with
/// `var data: Data` and `var content: (Data.Element) -> Content`; an extension makes it a
/// `View` where `Content: View`. Its initializers, in other extensions, are not isolated
/// either, which the stub spells `nonisolated`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var data: Data`.
  public var data: Data
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var content`, a closure from
  /// an element to its view.
  public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_:content:)` over
  /// identifiable elements, the content an escaping `@ViewBuilder` closure.
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_:id:content:)`, each
  /// element identified by a key path.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_:content:)` over a
  /// constant `Range<Int>`, which the interface marks
  /// `@_semantics("swiftui.requires_constant_range")` (left out: the stub's compiler checks nothing
  /// with it).
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View`, iOS 13 /
/// macOS 10.15 / tvOS 13 / watchOS 6, its `Sendable` conformance marked unavailable (left out
/// here). The initializers taking a selection are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct List<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an iOS 13 extension where
  /// `SelectionValue == Never`, `nonisolated init(content:)` taking a non-escaping `@ViewBuilder`
  /// closure.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the same extension,
  /// `@_alwaysEmitIntoClient nonisolated init(_:rowContent:)` over identifiable elements, its
  /// content a `ForEach` of them.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    content = ForEach(data, content: rowContent)
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// ScrollView<Content>: View where Content: View`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, its
/// `Sendable` conformance marked unavailable (left out here). (Its settable `axes` and
/// `showsIndicators` are left out.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public struct ScrollView<Content: View>: View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `var content: Content`, main-actor-isolated.
  /// The stub marks its storage `nonisolated(unsafe)` so that the `nonisolated` initializers can
  /// set it.
  nonisolated(unsafe) public var content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `nonisolated
  /// init(_:showsIndicators:content:)`, the axes an `Axis.Set` defaulting to `.vertical`,
  /// `showsIndicators` defaulting to `true`, the content a non-escaping `@ViewBuilder` closure;
  /// deprecated (iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, each to 100000) with the message "Use
  /// the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier".
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
  )
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

extension ScrollView {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in an extension with no attribute of its
  /// own, `@_alwaysEmitIntoClient nonisolated init(_:content:)`, iOS 13 / macOS 10.15 / tvOS 13 /
  /// watchOS 6, the axes defaulting to `.vertical`: the initializer the deprecation message points
  /// to.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: a struct `NavigationPath`, iOS 16 / macOS 13 /
/// tvOS 16 / watchOS 9, a type-erased list of navigation values, its `Sendable` conformance marked
/// unavailable and `Equatable` given in an iOS 16 extension. The stub declares `init()`, `count`
/// and `isEmpty` (the element-taking initializers, `append`, `removeLast` and `codable` are left
/// out) and keeps no elements.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `var count: Int { get }`; the stub's is
  /// always 0.
  public var count: Int { 0 }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `var isEmpty: Bool { get }`; the stub's is
  /// always `true`.
  public var isEmpty: Bool { true }
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `init()`, an empty path.
  public init() {}
}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: an iOS 16 extension making `NavigationPath`
/// `Equatable`; every stub path is empty, so any two are equal.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable {}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `NavigationPath`'s `Sendable` conformance,
/// marked unavailable.
@available(*, unavailable)
extension NavigationPath: Sendable {}

/// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: `@MainActor @preconcurrency public struct
/// NavigationStack<Data, Root>: View where Root: View`, iOS 16 / macOS 13 / tvOS 16 / watchOS 9:
/// above the iOS 15 floor, so a use needs `if #available`. Its `Sendable` conformance is marked
/// unavailable (left out here), and the initializers taking a path binding are left out.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View>: View {
  nonisolated(unsafe) let root: Root
  /// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: in the struct's own declaration,
  /// `nonisolated init(root:)` taking a non-escaping `@ViewBuilder` closure, where
  /// `Data == NavigationPath`.
  nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
  }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}
