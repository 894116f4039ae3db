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

  func isVarFunction(_ index: Int) -> Bool {
    if case .function(let name) = tokens[index].kind { return name.lowercased() == "var" }
    return false
  }

  /// The arguments of `var(…)` if it is the whole value.
  func wholeVar(_ range: Range<Int>) -> Range<Int>? {
    guard let first = range.first, isVarFunction(first), let last = range.last,
      case .closeParen = tokens[last].kind
    else { return nil }
    var depth = 0
    for index in range.dropFirst() {
      switch tokens[index].kind {
      case .function, .openParen: depth += 1
      case .closeParen:
        if depth == 0 { return index == last ? first + 1..<last : nil }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// `--name` and perhaps `, fallback`, the fallback read as the property's type. An unknown
  /// token with a fallback is the fallback, as in CSS, with a warning.
  private mutating func parseVar(
    _ arguments: Range<Int>, for property: any PropertyBinding
  ) -> (BoundValue, CSSDeclaredValue)? {
    let arguments = trimmed(arguments)
    guard let first = arguments.first, let name = customName(first) else {
      reportAt(
        (arguments.first ?? arguments.lowerBound - 1), .syntax,
        "expected a token's name, `--name`, in `var()`")
      return nil
    }
    let rest = trimmed(first + 1..<arguments.upperBound)
    if vocabulary.tokens[name] == nil, variableState.variables[name] != nil {
      guard
        let variable = useVariable(
          name, as: property.valueType, by: property.name, at: first),
        let fallback = parseFallback(rest, for: property)
      else { return nil }
      variableState.variableUses.append((name, first, fallback != nil))
      return (.token(variable, fallback: fallback), .token(name, fallback: fallback))
    }
    guard let binding = vocabulary.tokens[name] else {
      let hasFallback = rest.first.map { if case .comma = tokens[$0].kind { true } else { false } }
      reportUnknownToken(name, at: first, severity: hasFallback == true ? .warning : .error)
      guard hasFallback == true, let fallback = parseFallback(rest, for: property),
        let fallback, !warningsAsErrors
      else { return nil }
      return (.literal(fallback), .token(name, fallback: fallback))
    }
    guard binding.fits(property.valueType) else {
      reportAt(
        first, .tokenTypeMismatch,
        "token `--\(name)` is \(binding.valueType), but `\(property.name)` takes "
          + "\(property.valueType)")
      return nil
    }
    guard let fallback = parseFallback(rest, for: property) else { return nil }
    return (.token(binding, fallback: fallback), .token(name, fallback: fallback))
  }

  /// What follows the token's name in `var()`: nothing, or `, fallback`; `nil`, reported,
  /// if it is neither.
  private mutating func parseFallback(
    _ rest: Range<Int>, for property: any PropertyBinding
  ) -> (any CSSRepresentable)?? {
    guard let comma = rest.first else { return .some(nil) }
    guard case .comma = tokens[comma].kind else {
      reportAt(comma, .syntax, "expected `,` or `)` after the token's name")
      return nil
    }
    let fallbackRange = trimmed(comma + 1..<rest.upperBound)
    guard !fallbackRange.isEmpty else {
      reportAt(comma, .syntax, "expected a fallback value after `,`")
      return nil
    }
    guard
      let fallback = literal(
        fallbackRange, of: property.valueType, for: property.name,
        keeping: PropertyRange(property: property.name))
    else { return nil }
    return fallback
  }

  /// The name of a custom identifier, `--accent`, without its dashes.
  func customName(_ index: Int) -> String? {
    guard case .identifier(let text) = tokens[index].kind, text.hasPrefix("--"),
      text.count > 2
    else { return nil }
    return String(text.dropFirst(2))
  }

  mutating func token(named name: String, at index: Int) -> (any TokenBinding)? {
    guard let binding = vocabulary.tokens[name] else {
      reportUnknownToken(name, at: index, severity: .error)
      return nil
    }
    return binding
  }

  /// Reports a token that is not registered: an error, or a warning where `var()` has a
  /// fallback to use in its place. A warning is reported once, however many value types
  /// the rule's selectors read the declaration as.
  mutating func reportUnknownToken(
    _ name: String, at index: Int, severity: TextDiagnostic.Severity
  ) {
    let start = tokens[index].start
    if severity == .warning, let last = output.diagnostics.last, last.code == .unknownToken,
      last.range.start.offset == start
    {
      return
    }
    var notes = [
      "a token is registered in Swift, with its type, or given a value in the sheet's `:root`"
    ]
    if severity == .warning {
      notes.insert("`var()` uses its fallback in the token's place", at: 0)
    }
    report(
      .unknownToken, "unknown token `--\(name)`", start, tokens[index].end,
      suggestion: Suggestions.nearest(
        to: name, among: Array(vocabulary.tokens.keys) + variableState.variables.keys
      ).map { "--\($0)" },
      notes: notes, severity: severity)
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
