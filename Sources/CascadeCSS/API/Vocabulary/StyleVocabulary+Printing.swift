public import Cascade

extension StyleVocabulary {
  /// A style written in Swift as the declarations of a text rule: each setter as the
  /// registered property that makes it, with its value's text or its token.
  ///
  /// ```swift
  /// let title = Style<Label> {
  ///   Setter(\.font, .headline)
  ///   Setter(\.textColor, .token(.primaryText))
  /// }
  /// print(try StyleVocabulary.standard.cssText(of: title))
  /// // font: headline;
  /// // color: var(--primary-text);
  /// ```
  ///
  /// Loaded in a rule for `Root`, the text makes setters with the same identities and
  /// values as the style's, in the same order.
  ///
  /// - Parameter style: The style.
  /// - Returns: A declaration per setter, one per line.
  /// - Throws: ``CSSPrintingError`` for a setter that no registered property makes, a
  ///   value that has no text (an adaptive or derived value), or a token the vocabulary
  ///   does not have.
  public func cssText<Root: Stylable>(
    of style: Style<Root>
  ) throws(CSSPrintingError)
    -> String
  {
    var lines: [String] = []
    for setter in style.setters {
      lines.append(try declaration(of: setter, on: Root.self))
    }
    return lines.joined(separator: "\n")
  }

  private func declaration<Root>(
    of setter: AnySetter<Root>, on root: Root.Type
  ) throws(CSSPrintingError) -> String {
    let candidates = properties.keys.sorted().flatMap { properties[$0] ?? [] }
      .filter { $0.applies(to: root) }
    for property in candidates {
      switch property.printed(identity: setter.identity, value: setter.value) {
      case .literal(let text): return "\(property.name): \(text);"
      case .token(let swiftName):
        guard let token = tokens.values.first(where: { $0.swiftName == swiftName }) else {
          throw CSSPrintingError(
            setter: setter.description, reason: "the token `\(swiftName)` is not registered")
        }
        return "\(property.name): var(--\(token.cssName));"
      case nil: continue
      }
    }
    throw CSSPrintingError(
      setter: setter.description,
      reason: "no registered property of `\(Root.self)` makes this setter with a value text "
        + "can hold")
  }
}

/// Why a style cannot be printed as text: one of its setters has no registered property,
/// or its value has no text.
///
/// ```swift
/// let adaptive = Style<Label> { Setter(\.numberOfLines, .adaptive { _ in 2 }) }
/// do {
///   _ = try StyleVocabulary.standard.cssText(of: adaptive)
/// } catch {
///   print(error.reason)
/// }
/// ```
public struct CSSPrintingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The setter, as it describes itself.
  public let setter: String
  /// Why it has no text.
  public let reason: String

  /// `setter: reason`.
  public var description: String { "\(setter): \(reason)" }
}
