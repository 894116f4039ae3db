/// What the cascade applied to one object: the properties it set, each with a way to put
/// back the value the object had before any rule set it, and the object's inline style.
///
/// A ``Stylable`` object gives each instance its own:
///
/// ```swift
/// let styleStorage = StyleStorage()
/// ```
public final class StyleStorage {
  /// Restores one property to the value it had before the cascade first set it.
  typealias Restore = (any Stylable) -> Void

  /// The properties the cascade has set, by cascade key, with their restorers.
  var applied: [String: Restore] = [:]
  /// The object's own style, which wins over every rule.
  var inline: [CascadeEntry] = []

  /// Creates empty storage.
  ///
  /// ```swift
  /// let styleStorage = StyleStorage()
  /// ```
  public init() {}
}

extension Stylable {
  /// Gives this object a style of its own, which wins over every stylesheet rule the next
  /// time a stylesheet is applied.
  ///
  /// ```swift
  /// banner.setInlineStyle(Style<Label>().textColor(.red))
  /// ```
  ///
  /// - Parameter style: The inline style; an empty style removes it.
  public func setInlineStyle(_ style: Style<Self>) {
    styleStorage.inline = CascadeEntry.entries(of: style, location: nil)
  }
}
