// Edges, axes, insets and alignment, and the modifiers that pad and size a view. Every
// modifier here is `nonisolated` in the iOS 18 SDK, as `disabled(_:)` is
// (arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk), and returns the view
// unchanged in the stub: nothing here lays out.

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen enum `Edge`
/// with an `Int8` raw value, conforming to `CaseIterable`, cases `top`, `leading`, `bottom`,
/// `trailing`, and a nested frozen option set `Edge.Set`; iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `Edge.Set`, an
  /// `OptionSet` over `Int8` with `init(rawValue:)`, `init(_:)` of one edge, and static
  /// `top`, `leading`, `bottom`, `trailing`, `all`, `horizontal`, `vertical`.
  public struct Set: OptionSet, Sendable {
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `let rawValue: Int8`.
    public let rawValue: Int8
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(rawValue:)`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(_:)` of one
    /// edge.
    public init(_ e: Edge) { self.init(rawValue: 1 << e.rawValue) }
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let top`.
    public static let top = Set(.top)
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let leading`.
    public static let leading = Set(.leading)
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let bottom`.
    public static let bottom = Set(.bottom)
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let trailing`.
    public static let trailing = Set(.trailing)
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let all`.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let
    /// horizontal`.
    public static let horizontal: Set = [.leading, .trailing]
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let vertical`.
    public static let vertical: Set = [.top, .bottom]
  }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen enum `Axis` with an
/// `Int8` raw value, conforming to `CaseIterable` and `CustomStringConvertible`, cases `horizontal`
/// and `vertical`, and a nested frozen option set `Axis.Set`; iOS 13 / macOS 10.15 / tvOS 13 /
/// watchOS 6. Its name is also CascadeViews' axis's.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Axis: Int8, CaseIterable, CustomStringConvertible, Hashable, Sendable {
  case horizontal, vertical
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a get-only
  /// `description: String`.
  public var description: String { self == .horizontal ? "horizontal" : "vertical" }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `Axis.Set`, an `OptionSet`
  /// over `Int8` with static `horizontal` and `vertical`.
  public struct Set: OptionSet, Sendable {
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `let rawValue: Int8`.
    public let rawValue: Int8
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `init(rawValue:)`.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let horizontal`.
    public static let horizontal = Set(rawValue: 1)
    /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let vertical`.
    public static let vertical = Set(rawValue: 2)
  }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `EdgeInsets`
/// conforming to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 / tvOS 13
/// / watchOS 6, with public `CGFloat` vars `top`, `leading`, `bottom`, `trailing`. Its name is also
/// CascadeViews' insets'.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EdgeInsets: Equatable, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `var top`, `leading`,
  /// `bottom`, `trailing`, each a `CGFloat`.
  public var top, leading, bottom, trailing: CGFloat
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `init(top:leading:bottom:trailing:)`, all `CGFloat`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable `init()` setting
  /// every edge to 0.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: a frozen struct `Alignment`
/// conforming to `Equatable` (`Sendable` from a trailing extension), iOS 13 / macOS 10.15 / tvOS 13
/// / watchOS 6, with nine static constants in an iOS 13 extension.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Alignment: Equatable, Sendable {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `var horizontal: HorizontalAlignment`.
  public var horizontal: HorizontalAlignment
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk:
  /// `var vertical: VerticalAlignment`.
  public var vertical: VerticalAlignment
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: an inlinable
  /// `init(horizontal:vertical:)`.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let center`.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let leading`.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let trailing`.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let top`.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let bottom`.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let topLeading`.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let topTrailing`.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let bottomLeading`.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: `static let bottomTrailing`.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `nonisolated padding(_:)` taking `EdgeInsets` and returning `some View`.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension, an
  /// inlinable `nonisolated padding(_:_:)` taking an `Edge.Set` defaulting to `.all` and a
  /// `CGFloat?` defaulting to `nil` (the system's padding).
  nonisolated public func padding(
    _ edges: Edge.Set = .all, _ length: CGFloat? = nil
  )
    -> some View
  { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in the same extension, an
  /// inlinable `nonisolated padding(_:)` taking a `CGFloat` for every edge.
  nonisolated public func padding(_ length: CGFloat) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in an iOS 13 extension of
  /// `View`, an inlinable `frame(width:height:alignment:)`, both lengths `CGFloat?` defaulting to
  /// `nil` and the alignment defaulting to `.center`, `nonisolated`. (The argument-less `frame()`,
  /// deprecated with the message "Please pass one or more parameters.", is left out.)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { self }

  /// arm64-apple-ios.swiftinterface of SwiftUICore, iPhoneOS18.0.sdk: in another iOS 13 extension
  /// of `View`, an inlinable `nonisolated`
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, each length
  /// `CGFloat?` defaulting to `nil`, the alignment to `.center`.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { self }
}
