import Cascade
import CascadeCSS
import CascadeViews

/// A property that an app registers itself, with a custom setter, as a configuration file
/// declares it to the tool: its name, the types that have it, and its value's Swift type.
///
/// The tool registers it so that a sheet's values for it are read and checked as the app's
/// registration reads them. Its setter writes nothing: the tool's views do not have the
/// app's property, and `explain` reports the value the cascade resolves for it.
struct DeclaredProperty {
  /// The property's name in sheets, in kebab-case.
  let name: String
  /// The types that have it, as ``ViewKind``s.
  let types: [ViewKind]
  let value: DeclaredValue

  /// Registers the property on each of its types.
  func register(in vocabulary: inout StyleVocabulary) {
    for kind in types { kind.registerProperty(name, value, &vocabulary) }
  }
}

/// A declared property's value: a Swift type the tool knows, perhaps optional, or one of a
/// few keywords, as an app's `CSSKeyword` enumeration has.
enum DeclaredValue {
  case type(any CSSRepresentable.Type, isOptional: Bool)
  /// The keyword type, which accepts the keywords it was made with.
  case keywords(any SlotNumber.Type)

  /// The value types a configuration may name, by their Swift names.
  static let types: [String: any CSSRepresentable.Type] = [
    "Color": CascadeViews.Color.self, "Font": CascadeViews.Font.self, "Double": Double.self,
    "Int": Int.self, "Bool": Bool.self, "String": String.self, "EdgeInsets": EdgeInsets.self,
    "Shadow": Shadow.self, "Border": Border.self, "Axis": Axis.self,
    "ContentMode": ContentMode.self, "LineBreakMode": LineBreakMode.self,
    "TextAlignment": TextAlignment.self, "TintAdjustmentMode": TintAdjustmentMode.self,
  ]

  /// The value `Type` or `Type?` names, or `nil` for a type the tool does not know.
  init?(typeName: String) {
    let isOptional = typeName.hasSuffix("?")
    guard let type = Self.types[isOptional ? String(typeName.dropLast()) : typeName] else {
      return nil
    }
    self = .type(type, isOptional: isOptional)
  }

  /// Registers the property `name` of `Root`.
  func register<Root: View>(
    _ name: String, on root: Root.Type, in vocabulary: inout StyleVocabulary
  ) {
    switch self {
    case .type(let type, let isOptional):
      if isOptional {
        Self.registerOptional(name, root, type, in: &vocabulary)
      } else {
        Self.register(name, root, type, in: &vocabulary)
      }
    case .keywords(let slot): Self.registerKeywords(name, root, slot, in: &vocabulary)
    }
  }

  private static func registerKeywords<Root: View, N: SlotNumber>(
    _ name: String, _ root: Root.Type, _: N.Type, in vocabulary: inout StyleVocabulary
  ) {
    register(name, root, DeclaredKeyword<N>.self, in: &vocabulary)
  }

  private static func registerOptional<Root: View, Value: CSSRepresentable>(
    _ name: String, _ root: Root.Type, _: Value.Type, in vocabulary: inout StyleVocabulary
  ) {
    register(name, root, Value?.self, in: &vocabulary)
  }

  /// Registers the property as a setter that takes a `StyleValue`, so that it reads
  /// `var()` as an app's key-path property does.
  private static func register<Root: View, Value: CSSRepresentable>(
    _ name: String, _ root: Root.Type, _: Value.Type, in vocabulary: inout StyleVocabulary
  ) {
    let identity = SetterIdentity.named(name)
    vocabulary.register(name, on: Root.self) { (value: StyleValue<Value>) in
      Setter(identity, value: value) { _, _ in }
    }
  }
}

/// A value of a keyword property a configuration declares: one of the keywords its number
/// was handed out with (``Slots/fresh(keywords:)``), read as a `CSSKeyword` reads its cases.
struct DeclaredKeyword<N: SlotNumber>: CSSRepresentable, CustomStringConvertible {
  let keyword: String

  static var keywords: [String] { Slots.keywords(of: N.value) }

  static var cssSyntax: String {
    let names = keywords.map { "`\($0)`" }
    guard names.count > 1 else { return names.first ?? "nothing" }
    return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
  }

  static func parse(_ input: inout CSSValueParser) throws(CSSValueError) -> Self {
    let word = try input.consumeIdentifier(expected: cssSyntax)
    let keywords = keywords
    if let match = keywords.first(where: { $0 == word.lowercased() }) {
      return Self(keyword: match)
    }
    throw input.errorAtPrevious(
      expected: cssSyntax, suggestion: Suggestions.nearest(to: word, among: keywords))
  }

  var cssText: String { keyword }

  /// The keyword, as `explain` prints a value.
  var description: String { keyword }
}
