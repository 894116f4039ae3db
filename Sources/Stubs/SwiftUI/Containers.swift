// Views that hold other views: groups, lists, scroll views, navigation stacks.

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a frozen struct `Group<Content>` with no
/// constraint on its parameter, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6; an extension
/// makes it a `View` where `Content: View`, with `init(content:)` taking a `@ViewBuilder`
/// closure.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Group<Content> {
  let content: Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: an inlinable `init(content:)`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct
/// `ForEach<Data: RandomAccessCollection, ID: Hashable, Content>`, iOS 13 / macOS 10.15 /
/// tvOS 13 / watchOS 6, with `var data: Data` and `var content: (Data.Element) -> Content`;
/// an extension makes it a `View` where `Content: View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var data: Data`.
  public var data: Data
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var content`, a closure from an
  /// element to its view.
  public var content: (Data.Element) -> Content
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_:content:)` over identifiable
  /// elements, the content an escaping `@ViewBuilder` closure.
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach where Content: View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_:id:content:)`, each element
  /// identified by a key path.
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
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_:content:)` over a constant
  /// `Range<Int>`.
  nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct
/// `List<SelectionValue: Hashable, Content: View>: View`, iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in an extension where
  /// `SelectionValue == Never`, `init(content:)` taking a `@ViewBuilder` closure.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: in the same extension,
  /// `init(_:rowContent:)` over identifiable elements, its content a `ForEach` of them.
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

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `ScrollView<Content: View>:
/// View`, iOS 13 / macOS 10.15 / tvOS 13 / watchOS 6, with `init(_:showsIndicators:content:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content: View>: View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `var content: Content`.
  nonisolated(unsafe) public var content: Content
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(_:showsIndicators:content:)`,
  /// the axes an `Axis.Set` defaulting to `.vertical`, `showsIndicators` defaulting to
  /// `true`, the content a `@ViewBuilder` closure.
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) { self.content = content() }
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

/// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: a struct `NavigationStack<Data, Root:
/// View>: View`, iOS 16 / macOS 13 / tvOS 16 / watchOS 9: above the iOS 15 floor, so a use
/// needs `if #available`. Its `init(root:)` is declared where `Data == NavigationPath`; the
/// stub, which has no `NavigationPath`, declares it where `Data == Never`.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationStack<Data, Root: View>: View {
  nonisolated(unsafe) let root: Root
  /// The stub's body: nothing renders.
  public var body: EmptyView { EmptyView() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == Never {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.5.sdk: `init(root:)` taking a `@ViewBuilder`
  /// closure.
  nonisolated public init(@ViewBuilder root: () -> Root) { self.root = root() }
}
