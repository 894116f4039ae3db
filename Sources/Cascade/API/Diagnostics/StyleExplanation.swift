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
    /// The name of the stylesheet whose rule set it; `nil` for the inline style.
    public let sheet: String?
    /// The rules that also set it and lost, strongest first.
    public let overridden: [String]
    /// Where the winning value was declared: the setter's file and line, and for a value
    /// read from a text stylesheet, the column of its declaration too.
    public let location: SourceLocation
  }

  /// The object, as its type and classes.
  public let object: String
  /// Each property the stylesheets set, in cascade order.
  public let properties: [Property]
  /// Whether more than one stylesheet styles the object: then each source names its sheet.
  let namesSheets: Bool

  /// The same explanation told in other names: the object's, and each property's through
  /// `name`, as a layer that styles its elements through substitute records names them.
  ///
  /// - Parameters:
  ///   - object: The object's name, such as `Text.title`.
  ///   - name: A property's name in the layer's terms, from the setter's.
  package func renamed(object: String, properties name: (String) -> String) -> StyleExplanation {
    StyleExplanation(
      object: object,
      properties: properties.map {
        Property(
          name: name($0.name), value: $0.value, source: $0.source, sheet: $0.sheet,
          overridden: $0.overridden, location: $0.location)
      },
      namesSheets: namesSheets)
  }

  /// The explanation, a line per property and a line for where its value came from.
  public var description: String {
    var lines = [object]
    for property in properties {
      lines.append("  \(property.name) = \(property.value)")
      let overriding =
        property.overridden.isEmpty
        ? "" : ", overriding " + property.overridden.joined(separator: ", ")
      let sheet = namesSheets ? property.sheet.map { " in \($0)" } ?? "" : ""
      // A declaration read from text has a column: its place is worth a line of its own.
      let declared = property.location.column == nil ? "" : ", declared at \(property.location)"
      lines.append("    from \(property.source)\(sheet)\(declared)\(overriding)")
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
  /// Where other sheets style the object too, their parts count as the object keeps them,
  /// and each source names its sheet.
  ///
  /// - Parameters:
  ///   - object: The object, which should have been styled by this sheet.
  ///   - context: The context it was styled in.
  /// - Returns: The explanation. Where the object's ancestors loop, the explanation reads
  ///   them up to the loop, and ``StyleDiagnostics`` receives the ``StyleCycle``.
  public func explanation(
    for object: any Stylable, in context: StyleContext = .standard
  )
    -> StyleExplanation
  {
    let (ancestors, cycle) = Self.ancestors(of: object)
    if let cycle { StyleDiagnostics.report(cycle) }
    let traits = Self.traits(of: [object] + ancestors, default: context.traits)
    let matched = matchingRules(
      for: StyleSubject(object), ancestors: ancestors.reversed().map(StyleSubject.init),
      traits: traits)
    let storage = object.styleStorage
    var parts = storage.sheets.map { part in
      (
        sheet: part.name,
        candidates: Winner.candidates(
          of: part.match.rules, inline: [], for: object, traits: part.match.traits)
      )
    }
    let own = Winner.candidates(of: matched, inline: [], for: object, traits: traits)
    if let index = parts.firstIndex(where: { $0.sheet == name }) {
      parts[index].candidates = own
    } else {
      parts.append((name, own))
    }
    var sheets: [ObjectIdentifier: String] = [:]
    for part in parts {
      for winner in part.candidates {
        if let rule = winner.rule { sheets[ObjectIdentifier(rule.storage)] = part.sheet }
      }
    }
    let all =
      parts.flatMap(\.candidates)
      + Winner.candidates(of: [], inline: storage.inline, for: object, traits: traits)
    // The rules that set each property, strongest first, each once.
    var setters: [Int: [Rule]] = [:]
    for candidate in all.reversed() {
      guard let rule = candidate.rule else { continue }
      if setters[candidate.entry.id]?.last?.storage !== rule.storage {
        setters[candidate.entry.id, default: []].append(rule)
      }
    }
    let properties = Winner.latest(all).map { winner in
      let losers = (setters[winner.entry.id] ?? []).filter {
        $0.storage !== winner.rule?.storage
      }
      let value = ObjectSlot.with(object) { winner.entry.read($0) } ?? winner.entry.value
      return StyleExplanation.Property(
        name: winner.entry.key, value: ValueDescription.of(value),
        source: winner.rule?.description ?? "inline style",
        sheet: winner.rule.flatMap { sheets[ObjectIdentifier($0.storage)] },
        overridden: Self.unique(losers.map(\.description)), location: winner.entry.location)
    }
    return StyleExplanation(
      object: StyleCycle.describe(object), properties: properties, namesSheets: parts.count > 1)
  }

  /// The strings in order, each once.
  private static func unique(_ strings: [String]) -> [String] {
    var seen: Set<String> = []
    return strings.filter { seen.insert($0).inserted }
  }
}
