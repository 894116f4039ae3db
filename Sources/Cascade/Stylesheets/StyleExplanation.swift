/// Why an object looks as it does: for each property a stylesheet sets, its value, the rule
/// that set it and the rules it overrode — the computed-styles panel of a browser's
/// inspector, as text.
///
/// ```swift
/// let sheet = Stylesheet {
///   Rule(Label.self) { Setter(\.font, .body) }
///   Rule(Label.self, classes: ["title"]) { Setter(\.font, .headline) }
/// }
/// label.styleClasses = ["title"]
/// try sheet.apply(to: label, in: .light)
/// print(sheet.explanation(for: label, in: .light))
/// // Label .title
/// //   font = headline (system 17.0 semibold)
/// //     from Label.title (App/Styles.swift:3), overriding Label (App/Styles.swift:2)
/// ```
public struct StyleExplanation: Sendable, CustomStringConvertible {
  /// One property's explanation.
  public struct Property: Sendable {
    /// The property, as setters name it.
    public let name: String
    /// The object's current value, or the setter's value where it cannot be read.
    public let value: String
    /// The rule that set it (`inline style` for the object's own).
    public let source: String
    /// The rules that also set it and lost, strongest first.
    public let overridden: [String]
  }

  /// The object, as its type and classes.
  public let object: String
  /// Each property the stylesheet sets, in cascade order.
  public let properties: [Property]

  /// The explanation, a line per property and a line for where its value came from.
  public var description: String {
    var lines = [object]
    for property in properties {
      lines.append("  \(property.name) = \(property.value)")
      let overriding =
        property.overridden.isEmpty
        ? "" : ", overriding " + property.overridden.joined(separator: ", ")
      lines.append("    from \(property.source)\(overriding)")
    }
    return lines.joined(separator: "\n")
  }
}

extension Stylesheet {
  /// Explains an object's styling: each property's value, the rule that set it and the
  /// rules it overrode.
  ///
  /// ```swift
  /// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
  /// try sheet.apply(to: label, in: .dark)
  /// print(sheet.explanation(for: label, in: .dark))
  /// ```
  ///
  /// - Parameters:
  ///   - object: The object, which should have been styled by this sheet.
  ///   - context: The context it was styled in.
  /// - Returns: The explanation.
  public func explanation(
    for object: any Stylable, in context: StyleContext = .standard
  )
    -> StyleExplanation
  {
    let ancestors = Self.ancestors(of: object)
    let traits = Self.traits(of: [object] + ancestors, default: context.traits)
    let matched = matchingRules(for: object, ancestors: ancestors[...], traits: traits)
    let inline = object.styleStorage.inline
    let properties = Winner.winners(of: matched, inline: inline, for: object).map {
      winner in
      let losers = matched.reversed().map(\.rule).filter { rule in
        rule.storage !== winner.rule?.storage
          && rule.entries.contains { $0.id == winner.entry.id && $0.accepts(object) }
      }
      let value = winner.entry.read(object) ?? winner.entry.value
      return StyleExplanation.Property(
        name: winner.entry.key, value: ValueDescription.of(value),
        source: winner.rule?.description ?? "inline style",
        overridden: losers.map(\.description))
    }
    let classes = object.styleClasses.sorted().map { ".\($0)" }.joined()
    return StyleExplanation(
      object: "\(type(of: object))" + (classes.isEmpty ? "" : " \(classes)"),
      properties: properties)
  }
}
