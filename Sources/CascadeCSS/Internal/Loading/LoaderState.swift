internal import Cascade

// The loader's state, one value per phase of the load: what it makes, what the structure
// walk records of layers and of selectors, and what it knows of the sheet's variables.

/// What the load has made so far: its diagnostics, and the rules and token values the
/// sheet will hold.
struct LoadOutput {
  var diagnostics: [TextDiagnostic] = []
  var rules: [CSSRule] = []
  var pendingRules: [Loader.PendingRule] = []
  var tokenDeclarations: [CSSTokenDeclaration] = []
}

/// The structure walk's record of layers and conditions: which layers the sheet declares,
/// where, and under which `@media` conditions, for ordering them.
struct LayerState {
  /// Every layer the sheet names, each once, in the order first named.
  var layers: [String] = []
  /// The declarations of layers that may decide their order, in the order of the text.
  var layerDeclarations: [LayerDeclaration] = []
  /// The layers declared under no condition, whose later declarations change nothing.
  var unconditionalLayers: Set<String> = []
  /// The layers declared under each condition, by the condition's number: a second
  /// declaration under the same condition changes nothing.
  var layerDeclarationKeys: Set<Loader.LayerDeclarationKey> = []
  /// A number for each condition layers are declared under, equal for conditions of the
  /// same text: by the enclosing condition's number and the condition's own queries as
  /// text, and by the `@media` block's number, so each block's own text is made and hashed
  /// once.
  var conditionNumbers: (byText: [String: Int], byBlock: [Int: Int]) = ([:], [:])
  /// The layers declared so far, for looking them up.
  var declaredLayers: Set<String> = []
  var anonymousLayers = 0
  /// The `@media` blocks read so far, to number each one's condition.
  var mediaBlocks = 0
}

/// The structure walk's record of selectors: the lists read so far, and the nested rules
/// expanded, within their budget.
struct SelectorState {
  /// The selector lists read so far, each once: rules that repeat a list share its array
  /// and strings.
  var selectorLists: Set<[String]> = []
  /// Whether the selector read last is one that matches nothing: its type is not the
  /// vocabulary's, or it names an id.
  var selectorMatchesNothing = false
  /// The selector list of the nested rule read last, each selector as written, with `&`.
  var nestedSelectorTexts: [String] = []
  /// The bytes of selectors that expanding nested rules has made, and the most it may make:
  /// ``TextLimits/maximumExpandedSelectorBytes``.
  var expansionBudget = (spent: 0, limit: 0)
  /// The parents nested rules have been expanded for, each once, by their place: a sheet
  /// that prints each nested rule inside its parents' selectors reads each parent once.
  var nestingParents: [NestingKey: NestingParent] = [:]
}

/// The sheet's tokens and its own custom properties: found before the walk, given values and
/// types during it, and checked after it.
struct VariableState {
  var definitions: [String: [BoundDefinition]] = [:]
  /// Where each alias definition is, for the diagnostics of cycles.
  var aliasLocations: [String: [(target: String, start: Int, end: Int)]] = [:]
  /// The sheet's own custom properties, by name without `--`.
  var variables: [String: SheetVariable] = [:]
  /// The `:root` values of the sheet's own custom properties, read once they are typed.
  var pendingVariableValues: [PendingVariableValue] = []
  /// The `var()`s in rules that read the sheet's own properties: by name, where, and
  /// whether they have a fallback.
  var variableUses: [(name: String, token: Int, hasFallback: Bool)] = []
  /// The `var()`s inside larger values that read the sheet's own properties: by name, and
  /// where. They type a property that nothing else types.
  var substitutionUses: [(name: String, token: Int)] = []
  /// The values with `var()`s inside them, checked once the sheet's properties have values.
  var pendingSubstitutions: [PendingSubstitution] = []
  /// The sheet's own properties typed by a use, in the order typed: a declaration left out
  /// takes back the types its uses gave.
  var typedVariables: [String] = []
}
