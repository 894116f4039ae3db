/// A Swift type whose values a design token file can give a token: which `$type`s it reads, how
/// it reads a `$value`, and how it writes one back.
///
/// `Double` (`dimension` and `number`) and `String` (`fontFamily`) adopt it here; the
/// substitutes' `Color`, `Font`, `Font.Weight`, `Shadow` and `Border` adopt it in
/// CascadeViews, so that CascadeCSS knows no value type of theirs. An app's own value type
/// adopts it to load from token files:
///
/// ```swift
/// struct Opacity: DesignTokenRepresentable {
///   var value: Double
///   static let designTokenTypes: [DesignTokenType] = [.number]
///   init(value: Double) { self.value = value }
///   init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError) {
///     guard let number = json.numberValue, (0...1).contains(number) else {
///       throw DesignTokenValueError(expected: "a number from 0 to 1")
///     }
///     value = number
///   }
///   var designTokenValue: JSONValue { .number(value) }
/// }
/// ```
public protocol DesignTokenRepresentable: Sendable, Equatable {
  /// The `$type`s the value reads; the first is the one ``designTokenValue`` writes.
  static var designTokenTypes: [DesignTokenType] { get }

  /// Reads a token's `$value`, with every alias in it already replaced by its target's
  /// value.
  ///
  /// - Parameters:
  ///   - json: The value.
  ///   - type: The token's `$type`, one of ``designTokenTypes``.
  /// - Throws: ``DesignTokenValueError`` where the value is not the type's.
  init(designTokenValue json: JSONValue, type: DesignTokenType) throws(DesignTokenValueError)

  /// The value as a `$value` of the first of ``designTokenTypes``, which
  /// ``init(designTokenValue:type:)`` reads back to an equal value.
  var designTokenValue: JSONValue { get }
}
