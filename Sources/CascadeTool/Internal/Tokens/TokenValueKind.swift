import Cascade
import CascadeCSS
import CascadeViews

/// The Swift value type of a token, with everything the tool does that depends on it: the
/// one place a token's type is switched on.
enum TokenValueKind: CaseIterable {
  case color
  case number
  case string
  case weight
  case font
  case shadow
  case border

  /// The kind that reads a design token of `type`, or `nil` for a type Cascade does not read.
  init?(_ type: DesignTokenType) {
    switch type {
    case .color: self = .color
    case .dimension, .number: self = .number
    case .fontFamily: self = .string
    case .fontWeight: self = .weight
    case .typography: self = .font
    case .shadow: self = .shadow
    case .border: self = .border
    default: return nil
    }
  }

  /// The kind of a mapping's binding, by its value type's name (`Color`).
  init?(valueTypeName name: String) {
    guard let kind = Self.allCases.first(where: { $0.valueTypeName == name }) else {
      return nil
    }
    self = kind
  }

  /// The type's name as `"\(Value.self)"` prints it.
  var valueTypeName: String {
    switch self {
    case .color: "Color"
    case .number: "Double"
    case .string: "String"
    case .weight: "Weight"
    case .font: "Font"
    case .shadow: "Shadow"
    case .border: "Border"
    }
  }

  /// The type as generated source writes it, qualified where SwiftUI has the name too.
  var swiftType: String {
    switch self {
    case .color: "CascadeViews.Color"
    case .number: "Double"
    case .string: "String"
    case .weight: "CascadeViews.Font.Weight"
    case .font: "CascadeViews.Font"
    case .shadow: "CascadeViews.Shadow"
    case .border: "CascadeViews.Border"
    }
  }

  /// Maps a token of this kind named `name` to `path`, which the mapping does not map yet.
  func map(_ name: String, to path: String, in mapping: inout DesignTokenMapping) {
    switch self {
    case .color: mapping.map(Token<Color>(name), to: path)
    case .number: mapping.map(Token<Double>(name), to: path)
    case .string: mapping.map(Token<String>(name), to: path)
    case .weight: mapping.map(Token<Font.Weight>(name), to: path)
    case .font: mapping.map(Token<Font>(name), to: path)
    case .shadow: mapping.map(Token<Shadow>(name), to: path)
    case .border: mapping.map(Token<Border>(name), to: path)
    }
  }

  /// Registers a token of this kind for sheets, where a sheet can read one: no property
  /// takes a weight alone.
  func register(_ name: String, as cssName: String, in vocabulary: inout StyleVocabulary) {
    switch self {
    case .color: vocabulary.register(token: Token<Color>(name), named: cssName)
    case .number: vocabulary.register(token: Token<Double>(name), named: cssName)
    case .string: vocabulary.register(token: Token<String>(name), named: cssName)
    case .weight: break
    case .font: vocabulary.register(token: Token<Font>(name), named: cssName)
    case .shadow: vocabulary.register(token: Token<Shadow>(name), named: cssName)
    case .border: vocabulary.register(token: Token<Border>(name), named: cssName)
    }
  }

  /// Whether the theme has its own value for the token of this kind named `name`.
  func hasValue(of name: String, in theme: Theme) -> Bool {
    switch self {
    case .color: theme[Token<Color>(name)] != nil
    case .number: theme[Token<Double>(name)] != nil
    case .string: theme[Token<String>(name)] != nil
    case .weight: theme[Token<Font.Weight>(name)] != nil
    case .font: theme[Token<Font>(name)] != nil
    case .shadow: theme[Token<Shadow>(name)] != nil
    case .border: theme[Token<Border>(name)] != nil
    }
  }

  /// The theme's own value of the token of this kind named `name`, as Swift source; `nil`
  /// where it has none, or none that source can make exactly (``SwiftLiteral``).
  func literal(of name: String, in theme: Theme) -> String? {
    switch self {
    case .color: theme[Token<Color>(name)].map(SwiftLiteral.color)
    case .number: theme[Token<Double>(name)].map(SwiftLiteral.number)
    case .string: theme[Token<String>(name)].map(SwiftLiteral.string)
    case .weight: theme[Token<Font.Weight>(name)].map(SwiftLiteral.weight)
    case .font: theme[Token<Font>(name)].flatMap(SwiftLiteral.font)
    case .shadow: theme[Token<Shadow>(name)].flatMap(SwiftLiteral.shadow)
    case .border: theme[Token<Border>(name)].flatMap(SwiftLiteral.border)
    }
  }
}
