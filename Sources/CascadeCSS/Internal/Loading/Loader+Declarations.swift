internal import Cascade

extension Loader {
  /// A declaration checked against the type of each selector of a rule's list; `nil`,
  /// reported once, if it is wrong for any of them.
  /// A declaration's property and value, checked against the type of each of a rule's
  /// selectors; `nil`, reported, if either is wrong for any of them. A value is read once
  /// for each value type the selectors' properties take.
  mutating func check(
    _ declaration: Declaration, onEach types: [any TypeBinding]
  ) -> [(any PropertyBinding, BoundValue, CSSDeclaredValue)]? {
    let (typed, uses) = (variableState.typedVariables.count, variableState.variableUses.count)
    let substituted = (
      variableState.substitutionUses.count, variableState.pendingSubstitutions.count
    )
    guard let checked = checkEach(declaration, onEach: types) else {
      // Its `var()`s were read for some selector before another's failed: they go with it.
      forgetUses(after: typed, uses)
      variableState.substitutionUses.removeSubrange(substituted.0...)
      variableState.pendingSubstitutions.removeSubrange(substituted.1...)
      return nil
    }
    return checked
  }

  private mutating func checkEach(
    _ declaration: Declaration, onEach types: [any TypeBinding]
  ) -> [(any PropertyBinding, BoundValue, CSSDeclaredValue)]? {
    let written = declaration.name
    let name = written.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } ? written.lowercased() : written
    if name.hasPrefix("--") {
      reportAt(
        declaration.nameToken, .syntax, "a token's value is given in `:root { … }`",
        notes: ["a rule uses a token as `var(\(name))`"])
      return nil
    }
    var checked: [(any PropertyBinding, BoundValue, CSSDeclaredValue)] = []
    checked.reserveCapacity(types.count)
    for type in types {
      guard let property = property(named: name, for: type, at: declaration.nameToken) else {
        return nil
      }
      if let same = checked.first(where: {
        $0.0.valueType == property.valueType && $0.0.takesTokens == property.takesTokens
      }) {
        checked.append((property, same.1, same.2))
        continue
      }
      guard let (bound, text) = value(of: declaration, for: property, at: declaration.nameToken)
      else { return nil }
      checked.append((property, bound, text))
    }
    return checked
  }

  private mutating func property(
    named name: String, for type: any TypeBinding, at token: Int
  ) -> (any PropertyBinding)? {
    guard let candidates = vocabulary.properties[name] else {
      reportAt(
        token, .unknownProperty, "unknown property `\(name)`",
        suggestion: Suggestions.nearest(to: name, among: vocabulary.properties.keys))
      return nil
    }
    let applicable = candidates.filter { $0.applies(to: type.type) }
    // The registration for the most derived class the type is: a subclass's own wins.
    guard let property = InheritedProperty.mostDerived(among: applicable) else {
      let owners = candidates.map { "`\($0.rootType)`" }.sorted()
      let note =
        owners.count == 1
        ? "`\(name)` applies to \(owners[0]); select it in the rule"
        : "`\(name)` applies to \(owners.joined(separator: ", ")); select one of them in the rule"
      reportAt(
        token, .propertyNotApplicable, "`\(name)` does not apply to `\(type.name)`",
        notes: [note])
      return nil
    }
    return property
  }

  /// The declared value: `var(--name[, fallback])`, a value with `var()`s inside it, or a
  /// literal of the property's type.
  private mutating func value(
    of declaration: Declaration, for property: any PropertyBinding, at nameToken: Int
  ) -> (BoundValue, CSSDeclaredValue)? {
    let range = declaration.value
    if let keyword = wideKeyword(range) { return original(keyword, at: range, for: property) }
    if let nested = range.first(where: { isVarFunction($0) }) {
      guard property.takesTokens else {
        reportAt(nested, .tokenNotAllowed, "`\(property.name)` takes a literal, not `var()`")
        return nil
      }
      // A fallback with a `var()` of its own is read by substitution, as CSS reads it.
      if let arguments = wholeVar(range), !holdsVar(arguments) {
        return parseVar(arguments, for: property)
      }
      return substitution(of: range, for: property, at: nameToken)
    }
    guard
      let literal = literal(
        range, of: property.valueType, for: property.name,
        keeping: PropertyRange(property: property.name))
    else { return nil }
    return (.literal(literal), .literal(literal))
  }

  /// The CSS-wide keyword that is the whole value, in lowercase, if one is.
  func wideKeyword(_ range: Range<Int>) -> String? {
    guard range.count == 1, case .identifier(let name) = tokens[range.lowerBound].kind else {
      return nil
    }
    let keyword = name.lowercased()
    return Self.wideKeywords.contains(keyword) ? keyword : nil
  }

  /// The keywords CSS gives every property.
  static let wideKeywords: Set<String> = ["initial", "inherit", "unset", "revert", "revert-layer"]

  /// `initial` or `unset`: the property's original value, which a winning declaration puts
  /// back; `inherit`: the parent view's value of the property. Cascade's properties do not
  /// inherit, so `unset` is `initial`; the keywords that need origins are errors.
  private mutating func original(
    _ keyword: String, at range: Range<Int>, for property: any PropertyBinding
  ) -> (BoundValue, CSSDeclaredValue)? {
    guard keyword == "initial" || keyword == "unset" || keyword == "inherit" else {
      reportAt(
        range.lowerBound, .invalidValue, "`\(keyword)` is not supported",
        suggestion: "initial",
        notes: [
          "a sheet has one origin; `initial` gives the value the view had before any rule set it"
        ])
      return nil
    }
    guard property.takesTokens else {
      reportAt(
        range.lowerBound, .invalidValue, "`\(property.name)` takes a literal, not `\(keyword)`",
        notes: [
          keyword == "inherit"
            ? "its setter is made from a value, so it cannot read the parent's"
            : "its setter is made from a value, so it has no original to put back"
        ])
      return nil
    }
    guard keyword == "inherit" else { return (.original(keyword), .keyword(keyword)) }
    let inherited = InheritedProperty(registrations: vocabulary.properties[property.name] ?? [])
    return (.inherited(inherited), .keyword(keyword))
  }

  /// A literal of a value type, read from all of `range`, and kept to the range of values
  /// CSS gives the property it is for, if any.
  mutating func literal(
    _ range: Range<Int>, of type: any CSSRepresentable.Type, for subject: String,
    keeping valueRange: PropertyRange? = nil
  ) -> (any CSSRepresentable)? {
    var input = CSSValueParser(
      tokens: tokens[range], source: lines, endOffset: tokens[range.upperBound - 1].end)
    do throws(CSSValueError) {
      let value: any CSSRepresentable
      if let read = try valueRange?.read(type, from: &input) {
        value = read
      } else {
        value = try Self.parse(type, from: &input)
      }
      guard input.isAtEnd else { throw input.error(expected: "the end of the value") }
      try valueRange?.check(tokens[range], in: lines)
      return value
    } catch {
      let detail = error.message ?? "expected \(error.expected), found \(error.found)"
      report(
        .invalidValue, "invalid value for `\(subject)`: \(detail)", error.start, error.end,
        expected: error.expected, found: error.found, suggestion: error.suggestion)
      return nil
    }
  }

  private static func parse<Value: CSSRepresentable>(
    _ type: Value.Type, from input: inout CSSValueParser
  ) throws(CSSValueError) -> any CSSRepresentable {
    try Value.parse(&input)
  }
}
