import CascadeCSS
import CascadeViews

/// A view type the tool can build: a substitute, or one that a configuration declares over
/// a substitute, with what makes one and registers it.
///
/// Made where the Swift type is known, so that each registration is for that type, not for
/// the `View` a metatype's static type would give.
struct ViewKind: Sendable {
  /// The Swift type's name, which the library prints for a selector of the type.
  let swiftName: String
  /// Makes a view of the type, for `explain`.
  let make: @Sendable () -> View
  /// Registers the type under a name that selectors use.
  let registerType: @Sendable (String, inout StyleVocabulary) -> Void
  /// Registers a property of the type.
  let registerProperty: @Sendable (String, DeclaredValue, inout StyleVocabulary) -> Void

  /// The kind of `Root`, whose views `make` makes.
  init<Root: View>(_: Root.Type, make: @escaping @Sendable () -> Root) {
    swiftName = "\(Root.self)"
    self.make = make
    registerType = { name, vocabulary in vocabulary.register(Root.self, named: name) }
    registerProperty = { name, value, vocabulary in
      value.register(name, on: Root.self, in: &vocabulary)
    }
  }

  /// How the Swift name of every declared type starts: `DeclaredView<…>`, `DeclaredLabel<…>`.
  static let swiftNamePrefix = "Declared"

  /// The substitutes, by the names sheets give them.
  static let standard: [String: ViewKind] = [
    "View": ViewKind(View.self) { View() },
    "Label": ViewKind(Label.self) { Label() },
    "Button": ViewKind(Button.self) { Button() },
    "TextField": ViewKind(TextField.self) { TextField() },
    "ImageView": ViewKind(ImageView.self) { ImageView() },
    "StackView": ViewKind(StackView.self) { StackView() },
  ]

  /// A type of its own, declared over the substitute `base`: a subclass no other
  /// declaration shares, so that rules for it style it alone.
  ///
  /// - Returns: `nil` if `base` is no substitute.
  static func declared(over base: String) -> ViewKind? {
    guard standard[base] != nil else { return nil }
    return declared(over: base, Slots.fresh())
  }

  private static func declared<N: SlotNumber>(over base: String, _: N.Type) -> ViewKind? {
    switch base {
    case "View": ViewKind(DeclaredView<N>.self) { DeclaredView<N>() }
    case "Label": ViewKind(DeclaredLabel<N>.self) { DeclaredLabel<N>() }
    case "Button": ViewKind(DeclaredButton<N>.self) { DeclaredButton<N>() }
    case "TextField": ViewKind(DeclaredTextField<N>.self) { DeclaredTextField<N>() }
    case "ImageView": ViewKind(DeclaredImageView<N>.self) { DeclaredImageView<N>() }
    case "StackView": ViewKind(DeclaredStackView<N>.self) { DeclaredStackView<N>() }
    default: nil
    }
  }
}

// One subclass per substitute, told apart by the number `N`: an app's `final class Card:
// View` as the tool sees it.

/// A declared type over `View`.
final class DeclaredView<N: SlotNumber>: View {}
/// A declared type over `Label`.
final class DeclaredLabel<N: SlotNumber>: Label {}
/// A declared type over `Button`.
final class DeclaredButton<N: SlotNumber>: Button {}
/// A declared type over `TextField`.
final class DeclaredTextField<N: SlotNumber>: TextField {}
/// A declared type over `ImageView`.
final class DeclaredImageView<N: SlotNumber>: ImageView {}
/// A declared type over `StackView`.
final class DeclaredStackView<N: SlotNumber>: StackView {}
