// The members of `View` whose names an app's own globals often take (`sheet`, `border`,
// `mask`): inside a view, an unqualified name finds these before a global, as in Xcode.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface, iPhoneOS17.4.sdk: in an iOS 13 extension of `View`,
  /// `sheet<Content: View>(isPresented:onDismiss:content:)` taking `Binding<Bool>`, an
  /// optional `() -> Void` defaulting to `nil` and an escaping `@ViewBuilder` closure, and
  /// returning `some View`. The 17.4 interface's `View` has no isolation, so the method is
  /// `nonisolated`, as every modifier in this folder is.
  nonisolated public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.4.sdk: in the same extension,
  /// `sheet<Item: Identifiable, Content: View>(item:onDismiss:content:)` taking
  /// `Binding<Item?>` and an escaping `@ViewBuilder` closure of the item.
  nonisolated public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.4.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `border<S: ShapeStyle>(_:width:)`, the width a `CGFloat` defaulting to 1,
  /// returning `some View`.
  nonisolated public func border<S: ShapeStyle>(
    _ content: S, width: CGFloat = 1
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.4.sdk: in an extension for iOS 15 / macOS 12
  /// / tvOS 15 / watchOS 8, an inlinable `mask<Mask: View>(alignment:_:)`, the alignment
  /// defaulting to `.center` and the mask a `@ViewBuilder` closure, returning `some View`.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface, iPhoneOS17.4.sdk: in an iOS 13 extension of `View`, an
  /// inlinable `mask<Mask: View>(_:)` taking the mask view, deprecated in the placeholder
  /// version 100000 with the message repeated here.
  @available(
    iOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    macOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    tvOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    watchOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    visionOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }
}
