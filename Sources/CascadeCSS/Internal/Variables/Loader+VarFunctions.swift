internal import Cascade

/// `var()` in a declaration's value: where one is, its name and fallback, and the token it
/// names.
extension Loader {
  func isVarFunction(_ index: Int) -> Bool {
    if case .function(let name) = tokens[index].kind { return name.lowercased() == "var" }
    return false
  }

  /// The arguments of `var(…)` if it is the whole value. A `var(` never closed runs to the
  /// sheet's end, where CSS closes it, so it is the whole value too, and its arguments are
  /// the rest: read so, it means what the sheet printed back, with its `)` written, means.
  func wholeVar(_ range: Range<Int>) -> Range<Int>? {
    guard let first = range.first, isVarFunction(first), let last = range.last else {
      return nil
    }
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
    return first + 1..<range.upperBound
  }

  /// `--name` and perhaps `, fallback`, the fallback read as the property's type. An unknown
  /// token with a fallback is the fallback, as in CSS, with a warning.
  mutating func parseVar(
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

}
