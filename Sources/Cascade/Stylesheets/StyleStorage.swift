/// What the cascade applied to one object: the properties it set, each with the value the
/// object had before any rule set it, and the object's inline style.
///
/// A ``Stylable`` object gives each instance its own:
///
/// ```swift
/// let styleStorage = StyleStorage()
/// ```
public final class StyleStorage {
  /// A property the cascade has set, and the value to put back when no rule sets it.
  struct Applied {
    let entry: CascadeEntry
    /// The value before the cascade first set the property; `nil` when it can't be read.
    let original: (any Sendable)?
  }

  /// The properties the cascade has set, in the order it first set them.
  var applied: [Applied] = []
  /// The match whose winners `applied` holds exactly: while an object keeps matching it,
  /// restyling has nothing to restore and nothing new to capture.
  var appliedMatch: CascadeMatch?
  /// The object's own style, which wins over every rule.
  var inline: [CascadeEntry] = [] {
    didSet { appliedMatch = nil }
  }

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
  /// label.setInlineStyle(Style<Label>().textColor(.red))
  /// ```
  ///
  /// - Parameter style: The inline style; an empty style removes it.
  public func setInlineStyle(_ style: Style<Self>) {
    styleStorage.inline = CascadeEntry.entries(of: style, location: nil)
  }
}
