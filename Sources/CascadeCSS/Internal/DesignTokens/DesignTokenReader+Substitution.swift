extension DesignTokenReader {
  /// A reference that reaches nothing: what is wrong, and what was likely meant.
  struct SubstitutionFailure: Error {
    let message: String
    var suggestion: String?
  }

  /// The value with each reference replaced by its target's resolved value, or by the part
  /// of it that a `$ref` points at, and how deep that nests: an array or object one level
  /// deeper than its deepest member. It recurses only as deep as the value was written,
  /// which the reader bounds.
  mutating func substituting(
    _ value: JSONValue, nesting: [String: Int]
  ) -> Result<(value: JSONValue, nesting: Int), SubstitutionFailure> {
    if let pointer = DesignTokenPointer(in: value) { return part(at: pointer, nesting: nesting) }
    switch value {
    case .string(let text):
      guard let target = DesignTokenFile.reference(text), let resolved = file.resolved[target]
      else { return .success((value, 0)) }
      return .success((resolved, nesting[target] ?? 0))
    case .array(let values):
      var items: [JSONValue] = []
      var deepest = 0
      for item in values {
        switch substituting(item, nesting: nesting) {
        case .success(let part):
          items.append(part.value)
          deepest = max(deepest, part.nesting)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success((.array(items), 1 + deepest))
    case .object(let members):
      var items: [(key: String, value: JSONValue)] = []
      var deepest = 0
      for member in members {
        switch substituting(member.value, nesting: nesting) {
        case .success(let part):
          items.append((member.key, part.value))
          deepest = max(deepest, part.nesting)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success((.object(items), 1 + deepest))
    default: return .success((value, 0))
    }
  }

  /// The part of a token's resolved value that a `$ref` points at.
  private mutating func part(
    at pointer: DesignTokenPointer, nesting: [String: Int]
  ) -> Result<(value: JSONValue, nesting: Int), SubstitutionFailure> {
    let path = pointer.tokenPath
    guard let resolved = file.resolved[path] else {
      return .failure(
        SubstitutionFailure(message: "its `$ref` points into `\(path)`, which does not load"))
    }
    guard pointer.valueSegments != nil else {
      let slashed = path.split(separator: ".").map(DesignTokenPointer.escaped).joined(
        separator: "/")
      return .failure(
        SubstitutionFailure(
          message: "its `$ref` points at the token `\(path)`, not at its value",
          suggestion: "#/\(slashed)/$value"))
    }
    // Each walk scans the members of the objects it passes: a budget in proportion to the
    // file keeps many pointers into one large value from making the work quadratic.
    let walk = pointer.part(of: resolved, limit: pointerSteps)
    pointerSteps -= walk.steps
    steps += walk.steps
    switch walk.result {
    case .success(let value): return .success((value, nesting[path] ?? 0))
    case .failure(.absent(let segment)):
      return .failure(
        SubstitutionFailure(
          message: "its `$ref` points at `\(segment)` in the value of `\(path)`, which has none"))
    case .failure(.exhausted):
      return .failure(
        SubstitutionFailure(
          message: "the file's `$ref`s scan more of its values than four times its size"))
    }
  }

  /// The distinct paths a value refers to, by aliases and `$ref`s, in order.
  static func references(in value: JSONValue) -> [String] {
    var found: [String] = []
    var seen: Set<String> = []
    var stack = [value]
    while let next = stack.popLast() {
      if let pointer = DesignTokenPointer(in: next) {
        if seen.insert(pointer.tokenPath).inserted { found.append(pointer.tokenPath) }
        continue
      }
      switch next {
      case .string(let text):
        if let target = DesignTokenFile.reference(text), seen.insert(target).inserted {
          found.append(target)
        }
      case .array(let values): stack += values.reversed()
      case .object(let members): stack += members.map(\.value).reversed()
      default: continue
      }
    }
    return found
  }
}
