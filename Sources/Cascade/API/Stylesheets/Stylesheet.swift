/// Styles declared in one place and applied to a whole tree by what each object is, where
/// it is and what state it is in: the cascade of CSS.
///
/// ```swift
/// let sheet = Stylesheet("App") {
///   Rule(View.self, classes: ["card"]) { Setter(\.cornerRadius, 12) }
///   Rule(Label.self, inside: StyleSelector(classes: ["card"])) { Setter(\.numberOfLines, 2) }
///   Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
/// }
/// try sheet.apply(to: screen, in: .light)
/// ```
///
/// For each object, the matching rules apply in order of layer (see ``layered(_:)``), then
/// specificity (classes, states and conditions, then type depth), then declaration; the
/// object's inline style comes last. Each property ends with the value of the last setter,
/// in that order, that writes it or a part of it, as composing the rules' styles in that
/// order would leave it. Applying again after a change styles again the objects the change
/// can affect: it writes their winners and puts back the original value of every property
/// no rule sets any more.
public struct Stylesheet: Sendable {
  /// The sheet's name: it tells the sheet's part of each object it styles from other
  /// sheets' parts, so a sheet applied under the name of another replaces that one's part
  /// (see ``apply(to:in:restyling:)``); explanations show it too.
  public let name: String
  let rules: [LayeredRule]
  /// Orders of some of the layers that depend on the traits, as a text sheet's layers
  /// declared inside `@media` make; empty where every layer has its place.
  let layerOrders: [LayerOrder]
  /// Every compound of the rules' selectors, numbered for matching.
  let table: SelectorTable
  let cache = MatchCache()

  /// Creates a stylesheet from a block of rules.
  ///
  /// ```swift
  /// let sheet = Stylesheet("Feature") { Rule(Label.self) { Setter(\.numberOfLines, 0) } }
  /// ```
  ///
  /// - Parameters:
  ///   - name: The sheet's name. Give each sheet that styles a tree beside others a name
  ///     of its own, and a new version of a sheet the name of the one it replaces. Without
  ///     one, the sheet is named after where it is made: `Stylesheet (App/Sheets.swift:4)`.
  ///   - fileID: The declaring file, for the name; leave the default.
  ///   - line: The declaring line, for the name; leave the default.
  ///   - rules: The rules, in declaration order.
  public init(
    _ name: String? = nil, fileID: String = #fileID, line: Int = #line,
    @StylesheetBuilder _ rules: () -> [Rule]
  ) {
    self.init(
      name: name ?? "Stylesheet (\(SourceLocation(fileID: fileID, line: line)))",
      rules: rules().enumerated().map { LayeredRule(rule: $1, layer: 0, order: $0) })
  }

  /// Layers stylesheets: a later sheet's rule wins over an earlier sheet's, whatever their
  /// specificity, as CSS cascade layers do; so an app's overrides win over its feature's
  /// rules, and those over its base sheet's.
  ///
  /// ```swift
  /// let app = Stylesheet("App") { Rule(Label.self) { Setter(\.numberOfLines, 1) } }
  /// let overrides = Stylesheet("Overrides") { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
  /// let sheet = Stylesheet.layered([app, overrides])  // labels get 2 lines
  /// ```
  ///
  /// - Parameter sheets: The sheets, earliest (weakest) first.
  /// - Returns: One stylesheet with every rule.
  public static func layered(_ sheets: [Stylesheet]) -> Stylesheet {
    layered(sheets, name: sheets.map(\.name).joined(separator: " + "))
  }

  /// Layers stylesheets into one of a given name.
  ///
  /// ```swift
  /// let base = Stylesheet("Base") { Rule(Label.self) { Setter(\.numberOfLines, 1) } }
  /// let overrides = Stylesheet("Overrides") { Rule(Label.self) { Setter(\.numberOfLines, 2) } }
  /// let app = Stylesheet.layered([base, overrides], name: "App")
  /// ```
  ///
  /// - Parameters:
  ///   - sheets: The sheets, from the lowest layer to the highest, as ``layered(_:)``
  ///     takes them.
  ///   - name: The layered sheet's name.
  /// - Returns: One sheet with each sheet's rules in a layer of its own.
  /// - Complexity: O(*n*) in the number of rules.
  public static func layered(_ sheets: [Stylesheet], name: String) -> Stylesheet {
    // A sheet that is itself layered keeps its layers, above those of the sheets before it.
    var rules: [LayeredRule] = []
    var orders: [LayerOrder] = []
    var base = 0
    for sheet in sheets {
      rules += sheet.rules.map {
        LayeredRule(rule: $0.rule, layer: base + $0.layer, order: $0.order)
      }
      orders += sheet.layerOrders.map { $0.shifted(by: base) }
      base += sheet.layerCount
    }
    return Stylesheet(name: name, rules: rules, layerOrders: orders)
  }

  /// Layers stylesheets in an order that depends on the traits: for some traits, `ranks`
  /// gives each sheet's place among them, 0 for the lowest. So a text sheet's layer first
  /// declared inside a `@media` block takes its place only where the block's condition
  /// holds, as in CSS.
  ///
  /// - Parameters:
  ///   - sheets: The sheets, each of one layer.
  ///   - name: The layered sheet's name.
  ///   - ranks: Each sheet's rank for some traits: a permutation of `sheets.indices`.
  /// - Returns: One sheet with each sheet's rules in a layer of its own.
  package static func layered(
    _ sheets: [Stylesheet], name: String, ranks: @escaping @Sendable (Traits) -> [Int]
  ) -> Stylesheet {
    let layered = layered(sheets, name: name)
    let order = LayerOrder(first: 0, count: layered.layerCount, ranks: ranks)
    return Stylesheet(name: name, rules: layered.rules, layerOrders: [order])
  }

  /// The number of layers the sheet's rules take: one for a sheet that is not layered.
  /// Counted once, when the sheet is made: a match that ranks layers reads it.
  let layerCount: Int

  /// The rank of each layer for some traits, where some order depends on them: the layers
  /// an order covers take their places among themselves; the others keep theirs.
  ///
  /// - Complexity: O(*l*) for the sheet's *l* layers, and what the orders take.
  func layerRanks(in traits: Traits) -> [Int]? {
    guard !layerOrders.isEmpty else { return nil }
    var ranks = Array(0..<layerCount)
    for order in layerOrders {
      for (offset, rank) in order.ranks(traits).enumerated() where offset < order.count {
        ranks[order.first + offset] = order.first + rank
      }
    }
    return ranks
  }

  /// Creates a stylesheet from rules made elsewhere, in the order given: later rules of
  /// equal specificity win.
  ///
  /// ```swift
  /// let rules = [Rule(Label.self) { Setter(\.numberOfLines, 0) }]
  /// let sheet = Stylesheet("Feature", rules: rules)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The sheet's name, as ``init(_:fileID:line:_:)`` takes it.
  ///   - rules: The rules, in declaration order.
  public init(_ name: String, rules: [Rule]) {
    self.init(
      name: name, rules: rules.enumerated().map { LayeredRule(rule: $1, layer: 0, order: $0) })
  }

  private init(name: String, rules: [LayeredRule], layerOrders: [LayerOrder] = []) {
    self.name = name
    self.rules = rules
    self.layerOrders = layerOrders
    layerCount = max(
      (rules.map(\.layer).max() ?? 0) + 1, layerOrders.map { $0.first + $0.count }.max() ?? 0)
    table = SelectorTable(rules)
  }
}

/// An order of some consecutive layers of a sheet that depends on the traits.
struct LayerOrder: Sendable {
  /// The first layer it orders.
  let first: Int
  /// How many layers it orders.
  let count: Int
  /// Each layer's rank among them for some traits, 0 for the lowest.
  let ranks: @Sendable (Traits) -> [Int]

  /// The order of the same layers once the sheet is layered above `base` others.
  func shifted(by base: Int) -> LayerOrder {
    LayerOrder(first: first + base, count: count, ranks: ranks)
  }
}

/// A rule with its place in the cascade.
struct LayeredRule: Comparable, Sendable {
  let rule: Rule
  let layer: Int
  let order: Int

  static func == (lhs: LayeredRule, rhs: LayeredRule) -> Bool {
    lhs.layer == rhs.layer && lhs.order == rhs.order
  }

  /// Layer first, as CSS cascade layers: an overrides sheet wins whatever the specificity
  /// of a base sheet's rule. Then specificity, then declaration order.
  static func < (lhs: LayeredRule, rhs: LayeredRule) -> Bool {
    lhs.precedes(rhs, layers: lhs.layer, rhs.layer)
  }

  /// Whether the rule applies before another, where the two are in layers of the ranks
  /// given.
  func precedes(_ other: LayeredRule, layers left: Int, _ right: Int) -> Bool {
    if left != right { return left < right }
    let own = rule.selector.specificity
    let others = other.rule.selector.specificity
    if own != others { return own < others }
    return order < other.order
  }
}

/// The cascade's outcome for every object with the same ancestry, classes, state, type and
/// traits: the rules that match and the entry that wins each property.
final class CascadeMatch: Sendable {
  /// What the match's objects pass to their children's selectors; a child's cache key
  /// holds its number.
  let ancestry: AncestryState
  let rules: [LayeredRule]
  /// The traits the match's objects see, in which its adaptive blocks make their entries.
  let traits: Traits
  let winners: [Winner]
  /// The winners that write (see ``Winner/written(_:)``), worked out once for every object
  /// of the match rather than on each styling: the same array as `winners` when no winner
  /// is an original.
  let written: [Winner]
  /// Whether a winner's value is the parent's: the match's objects are styled again
  /// whenever their parent is.
  let inherits: Bool

  /// Creates the match of an object, whose key every object of the match shares.
  init(ancestry: AncestryState, rules: [LayeredRule], traits: Traits, winners: [Winner]) {
    self.ancestry = ancestry
    self.rules = rules
    self.traits = traits
    self.winners = winners
    self.written = Winner.written(winners)
    self.inherits = Winner.inherits(written)
  }

  /// The winners that write for one of the match's objects, given its inline style.
  func written(inline: [CascadeEntry], for object: any Stylable) -> [Winner] {
    guard !inline.isEmpty else { return written }
    return Winner.written(winners(inline: inline, for: object))
  }

  /// The winners for one of the match's objects, given its inline style.
  func winners(inline: [CascadeEntry], for object: any Stylable) -> [Winner] {
    guard !inline.isEmpty else { return winners }
    // The last entry for each property is the last of the rules' winners and the inline
    // entries: the rules' overridden entries, and their adaptive blocks, need no second look.
    return Winner.latest(
      winners + Winner.candidates(of: [], inline: inline, for: object, traits: traits))
  }
}

/// The matches a stylesheet has worked out, remembered per everything matching depends on.
///
/// An object's key holds the number of its parent's ``AncestryState`` instead of its
/// ancestors, so a lookup hashes one object however deep it sits: equal numbers mean
/// ancestries that every selector of the sheet sees alike.
final class MatchCache: Sendable {
  struct Key: Hashable {
    /// The number of the parent's ancestry state, 0 for an object without a parent.
    let parent: Int
    let type: ObjectIdentifier
    let classes: Set<String>
    let state: StyleState
    /// The number of the object's traits, from ``MatchCache/number(for:)``.
    let traits: Int

    init(_ subject: StyleSubject, parent: Int, traits: Int) {
      self.parent = parent
      type = ObjectIdentifier(Swift.type(of: subject.object))
      classes = subject.classes
      state = subject.state
      self.traits = traits
    }

    // Written out for the common object of one class or none: a set's own hash finishes a
    // hasher of its own for every member, and its `==` hashes each member again. This
    // hashes a lone class into the key's hasher and compares it directly.

    func hash(into hasher: inout Hasher) {
      hasher.combine(parent)
      hasher.combine(type)
      hasher.combine(state.rawValue)
      hasher.combine(traits)
      if classes.count == 1, let only = classes.first {
        hasher.combine(only)
      } else {
        hasher.combine(classes)
      }
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      guard
        lhs.parent == rhs.parent, lhs.type == rhs.type, lhs.state == rhs.state,
        lhs.traits == rhs.traits, lhs.classes.count == rhs.classes.count
      else { return false }
      if lhs.classes.count == 1 { return lhs.classes.first == rhs.classes.first }
      return lhs.classes == rhs.classes
    }
  }

  private struct Entries {
    var matches: [Key: CascadeMatch] = [:]
    var traits: [Traits: Int] = [:]
    /// The themes met most recently, newest last, each with its number.
    var themes: [(theme: Theme, number: Int)] = []
    /// The last walk's theme and traits, with their numbers: the next walk most often has
    /// the same, and finds them without hashing.
    var lastSetUp: (theme: Theme, traits: Traits, numbers: (theme: Int, traits: Int))?
    var states: [AncestryState.Bits: AncestryState] = [:]
    /// The next number for a match or traits. Numbers are never reused, not even after
    /// the cache is emptied, because a walk in progress still holds the numbers it met.
    var nextNumber = 1

    mutating func takeNumber() -> Int {
      defer { nextNumber += 1 }
      return nextNumber
    }

    mutating func number(for traits: Traits) -> Int {
      if let number = self.traits[traits] { return number }
      if self.traits.count >= MatchCache.capacity { self.traits.removeAll() }
      let number = takeNumber()
      self.traits[traits] = number
      return number
    }

    /// A number for a theme, equal for the same theme or a copy of it. A theme made again,
    /// such as a token file read again, gets a new number, so every object is styled
    /// again under it.
    ///
    /// - Complexity: O(*t*) for *t* tokens set, against each of the few themes kept.
    mutating func number(forTheme theme: Theme) -> Int {
      if let index = themes.firstIndex(where: { $0.theme.isSame(as: theme) }) {
        return themes[index].number
      }
      if themes.count >= MatchCache.themeCapacity { themes.removeFirst() }
      let number = takeNumber()
      themes.append((theme, number))
      return number
    }

    /// The state of some bits, numbered on first sight.
    mutating func state(_ bits: AncestryState.Bits) -> AncestryState {
      if let state = states[bits] { return state }
      if states.count >= MatchCache.capacity { states.removeAll() }
      let state = AncestryState(number: takeNumber(), bits: bits)
      states[bits] = state
      return state
    }
  }

  /// The most matches, the most distinct traits and the most ancestry states kept: a tree
  /// whose classes keep changing meets new combinations without end, and each costs a few
  /// hundred bytes. When any is full, it starts over.
  static let capacity = 10_000

  private let entries = Lock(Entries())

  /// A number no other cache in the process has, so that a visit's numbers are read only
  /// against the cache that gave them.
  let id = MatchCache.nextID()

  private static let ids = Lock(0)

  private static func nextID() -> Int {
    ids.withLock { count in
      count += 1
      return count
    }
  }

  /// The most themes numbered at once: an app switches among a handful.
  static let themeCapacity = 8

  /// A number for traits, equal for equal traits.
  func number(for traits: Traits) -> Int {
    entries.withLock { $0.number(for: traits) }
  }

  /// The numbers of a walk's theme and traits, under one lock: equal for the same theme or
  /// a copy of it, and for equal traits. The last walk's come back, when it had the same
  /// theme and traits, without hashing the traits.
  func numbers(forTheme theme: Theme, traits: Traits) -> (theme: Int, traits: Int) {
    entries.withLock { entries in
      if let last = entries.lastSetUp, last.traits.isSame(as: traits),
        last.theme.isSame(as: theme)
      {
        return last.numbers
      }
      let numbers = (entries.number(forTheme: theme), entries.number(for: traits))
      entries.lastSetUp = (theme, traits, numbers)
      return numbers
    }
  }

  func match(for key: Key) -> CascadeMatch? { entries.withLock { $0.matches[key] } }

  /// Remembers the rules that match for a key, and the state the key's objects pass to
  /// their children, unless another thread got there first.
  func store(
    _ rules: [LayeredRule], ancestry: AncestryState.Bits?, for key: Key, object: any Stylable,
    traits: Traits
  ) -> CascadeMatch {
    // Outside the lock: an adaptive block runs code of the app's, which may use this sheet.
    let winners = Winner.winners(of: rules, inline: [], for: object, traits: traits)
    return entries.withLock { entries in
      if let match = entries.matches[key] { return match }
      if entries.matches.count >= Self.capacity {
        entries.matches.removeAll(keepingCapacity: true)
      }
      let match = CascadeMatch(
        ancestry: ancestry.map { entries.state($0) } ?? .root, rules: rules, traits: traits,
        winners: winners)
      entries.matches[key] = match
      return match
    }
  }
}

extension Stylesheet {
  /// Makes every rule's entries now, as the rules' first application would: what a sheet
  /// holds and costs once every rule has been applied, for measuring it.
  ///
  /// - Complexity: O(*n*) in the rules' setters.
  package func makeEveryRulesEntries() {
    for rule in rules { _ = rule.rule.entries }
  }
}
