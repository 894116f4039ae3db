public import Cascade

/// A `@media` condition of a text stylesheet: queries separated by commas, any of which
/// may hold, each a list of tests that must all hold.
///
/// ```css
/// @media (prefers-color-scheme: dark) and (min-content-size-category: accessibility-medium) { … }
/// ```
public struct CSSMediaCondition: Sendable, Equatable, CustomStringConvertible {
  /// The queries: the condition holds when any of them does (and its enclosing condition
  /// holds).
  public let queries: [CSSMediaQuery]
  /// The condition of the `@media` block this one is nested in, where the two cannot be
  /// written as one list of queries: where either has a query with `not`.
  public var enclosing: CSSMediaCondition? { outer.first }
  /// The enclosing condition, in an array so that the type can hold itself.
  private let outer: [CSSMediaCondition]
  /// A number for the `@media` block the condition was read for, shared by everything read
  /// in that block, so that printing finds what goes in one block without comparing
  /// conditions; 0 where no block gave one. Not compared by `==`.
  var block = 0
  /// The text and the last answer, shared by the copies the block's rules hold.
  private let memo = MediaConditionMemo()

  /// Conditions are equal when their queries and enclosing conditions are.
  ///
  /// - Complexity: O(1) for copies of one condition, as the rules of one block hold, and
  ///   for copies of two conditions found equal last time; otherwise O(*t*) for the *t*
  ///   tests of both.
  public static func == (lhs: CSSMediaCondition, rhs: CSSMediaCondition) -> Bool {
    if lhs.memo.isKnownEqual(to: rhs.memo) { return true }
    WorkCounter.record(lhs.ownSize + rhs.ownSize)
    guard lhs.queries == rhs.queries, lhs.outer == rhs.outer else { return false }
    lhs.memo.noteEqual(to: rhs.memo)
    return true
  }

  init(queries: [CSSMediaQuery], enclosing: CSSMediaCondition? = nil) {
    self.queries = queries
    self.outer = enclosing.map { [$0] } ?? []
  }

  /// Whether the condition holds for traits.
  ///
  /// - Parameter traits: The traits of an object being styled.
  /// - Returns: Whether any query holds, and the enclosing condition too.
  /// - Complexity: O(*t*) for the *t* tests of the condition and those enclosing it, the
  ///   first time it is asked about these traits; O(1) while they stay the last ones asked
  ///   about, for this condition and every copy of it.
  public func isSatisfied(by traits: Traits) -> Bool {
    memo.holds(for: traits) {
      WorkCounter.record(queries.count)
      return (enclosing?.isSatisfied(by: traits) ?? true)
        && queries.contains { $0.isSatisfied(by: traits) }
    }
  }

  /// This condition and one nested in it: `@media A { @media B { … } }`. Where each is one
  /// query without `not`, the two are one query with the tests of both; otherwise the
  /// inner condition keeps this one as its enclosing one. Joining lists of queries would
  /// pair each of A's with each of B's, and nested lists would multiply: 14 levels of three
  /// queries each make 3¹⁴.
  ///
  /// - Complexity: O(*t*) for the *t* tests of both; the result holds *t* tests.
  func and(_ inner: CSSMediaCondition) -> CSSMediaCondition {
    guard inner.enclosing == nil, queries.count == 1, inner.queries.count == 1,
      !queries[0].isNegated, !inner.queries[0].isNegated,
      queries[0].mediaType == nil || inner.queries[0].mediaType == nil
    else {
      return CSSMediaCondition(queries: inner.queries, enclosing: self)
    }
    let joined = CSSMediaQuery(
      isNegated: false, mediaType: queries[0].mediaType ?? inner.queries[0].mediaType,
      tests: queries[0].tests + inner.queries[0].tests)
    return CSSMediaCondition(queries: [joined], enclosing: enclosing)
  }

  /// Whether ``and(_:)`` made this condition by joining a condition nested in `outer` with
  /// it into one query, so that the two share their enclosing condition, rather than by
  /// keeping `outer` as its enclosing one. Told by identity: comparing the enclosing
  /// conditions would walk every level above them, at each level.
  func isJoined(with outer: CSSMediaCondition?) -> Bool {
    switch (enclosing, outer?.enclosing) {
    case (nil, nil): outer != nil
    case (let own?, let theirs?): own.memo === theirs.memo
    default: false
    }
  }

  /// The number of tests in the condition and the conditions enclosing it: the work of
  /// testing it.
  var size: Int { ownSize + (enclosing?.size ?? 0) }

  /// The number of tests in the condition's own queries, without those enclosing it.
  var ownSize: Int { queries.reduce(0) { $0 + $1.tests.count } }

  /// The conditions of the nested `@media` blocks this one is, outermost first.
  var nesting: [CSSMediaCondition] {
    (enclosing?.nesting ?? []) + [CSSMediaCondition(queries: queries)]
  }

  /// The condition as a `@media` prelude writes it; a nested one as `(outer) and (inner)`
  /// with each level in braces: `{not (quiet)} and {(mood: busy)}`.
  public var description: String {
    memo.text {
      let own = queries.map(\.description).joined(separator: ", ")
      guard let enclosing else { return own }
      return "{\(enclosing)} and {\(own)}"
    }
  }

  /// The condition as the engine takes it, named by its text when an explanation asks:
  /// the text of a block nested in a long list of queries holds the list.
  var traitCondition: TraitCondition {
    TraitCondition(namedBy: { [self] in description }) { [self] in isSatisfied(by: $0) }
  }
}

/// One query of a ``CSSMediaCondition``: a media type and tests joined by `and`, perhaps
/// negated by `not`.
public struct CSSMediaQuery: Sendable, Equatable, CustomStringConvertible {
  /// Whether the query starts with `not`: it holds when its type or its tests do not.
  public let isNegated: Bool
  /// The media type the query names, lowercased (`screen`, `all`, `print`), or `nil` for
  /// none, which is `all`. Views are shown on a screen: `all` and `screen` hold, and every
  /// other type (`print`, or one no specification defines) never does, as in a browser.
  ///
  /// ```swift
  /// let sheet = StyleVocabulary.standard.load(
  ///   "@media print { Label { opacity: 0.5; } }", named: "print.css")
  /// print(sheet.rules[0].condition?.queries[0].mediaType ?? "all")  // print
  /// ```
  public let mediaType: String?
  /// The tests, which must all hold.
  public let tests: [CSSMediaTest]
  init(isNegated: Bool, mediaType: String? = nil, tests: [CSSMediaTest]) {
    self.isNegated = isNegated
    self.mediaType = mediaType
    self.tests = tests
  }

  /// The media types a view is shown as: it is on a screen.
  static let shownTypes: Set<String> = ["all", "screen"]

  /// Whether the query holds for traits.
  ///
  /// - Parameter traits: The traits of an object being styled.
  /// - Returns: Whether the type is shown and every test holds, or, if negated, not both.
  public func isSatisfied(by traits: Traits) -> Bool {
    let typeHolds = mediaType.map(Self.shownTypes.contains) ?? true
    return (typeHolds && tests.allSatisfy { $0.isSatisfied(by: traits) }) != isNegated
  }

  /// The query as text: `not (bold-text) and (prefers-color-scheme: dark)`,
  /// `screen and (prefers-color-scheme: dark)`.
  public var description: String {
    // Escaped: a type may hold what an identifier escapes (`a\ b`).
    let parts = (mediaType.map { [CSSIdentifier.escaped($0)] } ?? []) + tests.map(\.description)
    return (isNegated ? "not " : "") + parts.joined(separator: " and ")
  }
}

/// One test of a ``CSSMediaQuery``: `(prefers-color-scheme: dark)`.
public struct CSSMediaTest: Sendable, Equatable, CustomStringConvertible {
  /// How a test compares the trait with its value: `name`, `min-name`, `max-name`.
  public enum Comparison: Sendable, Hashable {
    /// The trait equals the value.
    case equal
    /// The trait is at least the value (`min-`).
    case atLeast
    /// The trait is at most the value (`max-`).
    case atMost
  }

  /// The feature's registered name, without `min-` or `max-`.
  public let feature: String
  /// How the trait is compared with the value.
  public let comparison: Comparison
  /// The value the trait is compared with; `nil` for a feature written alone, `(bold-text)`.
  public let value: (any CSSRepresentable)?
  let test: @Sendable (Traits) -> Bool

  init(
    feature: String, comparison: Comparison, value: (any CSSRepresentable)?,
    test: @escaping @Sendable (Traits) -> Bool
  ) {
    self.feature = feature
    self.comparison = comparison
    self.value = value
    self.test = test
  }

  /// Whether the test holds for traits.
  ///
  /// - Parameter traits: The traits of an object being styled.
  /// - Returns: Whether the trait compares with the value as the test says.
  public func isSatisfied(by traits: Traits) -> Bool { test(traits) }

  /// The test as text: `(min-content-size-category: accessibility-medium)`.
  public var description: String {
    let prefix =
      switch comparison {
      case .equal: ""
      case .atLeast: "min-"
      case .atMost: "max-"
      }
    return "(\(prefix)\(feature)" + (value.map { ": \($0.cssText)" } ?? "") + ")"
  }

  /// Tests are equal when they compare the same feature with equal values.
  public static func == (lhs: CSSMediaTest, rhs: CSSMediaTest) -> Bool {
    guard lhs.feature == rhs.feature, lhs.comparison == rhs.comparison else { return false }
    switch (lhs.value, rhs.value) {
    case (nil, nil): return true
    case (let left?, let right?): return left.isEqual(to: right)
    default: return false
    }
  }
}
