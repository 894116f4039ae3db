// Trait change registration, iOS 17: UITraitCollection.h, iPhoneOS17.5.sdk (the Objective-C
// protocols), with the Swift forms of the overlay (`UITrait`, the generic handler).
#if os(Linux)
  public import Foundation

  /// A trait that trait change registration can observe. The Swift overlay's protocol;
  /// iOS 17.
  @available(iOS 17.0, *)
  public protocol UITraitDefinition {
    /// The trait's unique identifier.
    static var identifier: String { get }
  }

  /// A trait's type, as registration takes it. The Swift overlay; iOS 17.
  @available(iOS 17.0, *)
  public typealias UITrait = any UITraitDefinition.Type

  /// The appearance trait. UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitUserInterfaceStyle: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
  }

  /// The horizontal size class trait. UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitHorizontalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
  }

  /// The vertical size class trait. UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitVerticalSizeClass: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
  }

  /// The preferred text size trait. UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
  }

  /// The layout direction trait. UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitLayoutDirection: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
  }

  /// The legibility weight trait (Bold Text). UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitLegibilityWeight: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
  }

  /// The contrast trait (Increase Contrast). UITrait.h, iPhoneOS17.4.sdk; iOS 17.
  @available(iOS 17.0, *)
  public enum UITraitAccessibilityContrast: UITraitDefinition {
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
  }

  /// A token for one registration, to unregister it. UITraitCollection.h,
  /// iPhoneOS17.5.sdk; iOS 17.
  @available(iOS 17.0, *)
  @MainActor
  public protocol UITraitChangeRegistration: NSObjectProtocol {}

  /// An object whose trait changes can be observed. UITraitCollection.h, iPhoneOS17.5.sdk;
  /// iOS 17.
  @available(iOS 17.0, *)
  @MainActor
  public protocol UITraitChangeObservable {
    /// Registers a closure called when one of `traits` changes; the closure gets the
    /// object, as the type it names, and the traits before the change.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
      _ traits: [UITrait],
      handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration

    /// Removes a registration.
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
  }

  /// The traits a view overrides for itself and its descendants. The Swift overlay's form of
  /// UITraitCollection.h's `UITraitOverrides`, iPhoneOS17.5.sdk, with the traits the stub
  /// knows: `nil` is a trait not overridden.
  @available(iOS 17.0, *)
  public struct UITraitOverrides: Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory?
    /// The layout direction.
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// The legibility weight.
    public var legibilityWeight: UILegibilityWeight?
    /// The contrast.
    public var accessibilityContrast: UIAccessibilityContrast?
  }

  /// The stub's registration token.
  final class TraitChangeRegistration: NSObject, UITraitChangeRegistration {
    let traits: Set<String>
    let handler: @MainActor (UIView, UITraitCollection) -> Void

    init(traits: Set<String>, handler: @escaping @MainActor (UIView, UITraitCollection) -> Void) {
      self.traits = traits
      self.handler = handler
    }
  }
#endif
