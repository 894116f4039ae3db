public import Cascade

/// A declaration of a text stylesheet: a registered property and its value.
public struct CSSDeclaration: Sendable, Equatable {
  /// The property's name in text: `background-color`.
  public let property: String
  /// The value.
  public let value: CSSDeclaredValue
  /// Where the property's name is. Not compared by `==`.
  public let location: SourceLocation

  /// Declarations are equal when their properties and values are.
  public static func == (lhs: CSSDeclaration, rhs: CSSDeclaration) -> Bool {
    lhs.property == rhs.property && lhs.value == rhs.value
  }
}
