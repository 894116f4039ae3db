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

extension Stylesheet {
  /// Makes every rule's entries now, as the rules' first application would: what a sheet
  /// holds and costs once every rule has been applied, for measuring it.
  ///
  /// - Complexity: O(*n*) in the rules' setters.
  package func makeEveryRulesEntries() {
    for rule in rules { _ = rule.rule.entries }
  }
}
