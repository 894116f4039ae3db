// Fonts.

/// The interface: `@frozen public struct Font : Swift.Hashable, Swift.Sendable`. The stub
/// keeps a description of how it was made, so that tests can read what a mapping made.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Font: Hashable, Sendable {
  /// How the font was made, for tests: the interface has no such property.
  public let recipe: String

  init(_ recipe: String) { self.recipe = recipe }

  /// The interface: `@frozen public struct Weight : Swift.Hashable` with `public static let`
  /// `ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`.
  public struct Weight: Hashable, Sendable {
    let name: String
    /// As the interface declares it: `public static let ultraLight`; the stub gives it a value of its own.
    public static let ultraLight = Weight(name: "ultraLight")
    /// As the interface declares it: `public static let thin`; the stub gives it a value of its own.
    public static let thin = Weight(name: "thin")
    /// As the interface declares it: `public static let light`; the stub gives it a value of its own.
    public static let light = Weight(name: "light")
    /// As the interface declares it: `public static let regular`; the stub gives it a value of its own.
    public static let regular = Weight(name: "regular")
    /// As the interface declares it: `public static let medium`; the stub gives it a value of its own.
    public static let medium = Weight(name: "medium")
    /// As the interface declares it: `public static let semibold`; the stub gives it a value of its own.
    public static let semibold = Weight(name: "semibold")
    /// As the interface declares it: `public static let bold`; the stub gives it a value of its own.
    public static let bold = Weight(name: "bold")
    /// As the interface declares it: `public static let heavy`; the stub gives it a value of its own.
    public static let heavy = Weight(name: "heavy")
    /// As the interface declares it: `public static let black`; the stub gives it a value of its own.
    public static let black = Weight(name: "black")
  }

  /// The interface: `public enum Design : Swift.Hashable { case `default`, serif, rounded,
  /// monospaced }`.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }

  /// The interface: `public enum TextStyle : Swift.CaseIterable { case largeTitle, title,
  /// title2 (iOS 14), title3 (iOS 14), headline, subheadline, body, callout, footnote,
  /// caption, caption2 (iOS 14) }`. The stub leaves out the three cases' availability,
  /// which would keep `CaseIterable` from being synthesized; all are below the floor.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// The interface: `public static func system(size: CoreFoundation.CGFloat, weight:
  /// SwiftUI.Font.Weight = .regular, design: SwiftUI.Font.Design = .default) ->
  /// SwiftUI.Font`, `@available(iOS 13.0, …)` (the iOS 16 form takes optionals).
  public static func system(
    size: CGFloat, weight: Weight = .regular, design: Design = .default
  )
    -> Font
  { Font("system \(size) \(weight.name)") }

  /// The interface: `public static func system(_ style: SwiftUI.Font.TextStyle, design:
  /// SwiftUI.Font.Design = .default) -> SwiftUI.Font`.
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    Font("system \(style)")
  }

  /// The interface: `public static func custom(_ name: Swift.String, size:
  /// CoreFoundation.CGFloat) -> SwiftUI.Font`.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font("custom \(name) \(size)")
  }

  /// The interface: `public func weight(_ weight: SwiftUI.Font.Weight) -> SwiftUI.Font`.
  public func weight(_ weight: Weight) -> Font { Font(recipe + " weight \(weight.name)") }

  /// The interface: `public func italic() -> SwiftUI.Font`.
  public func italic() -> Font { Font(recipe + " italic") }
}
