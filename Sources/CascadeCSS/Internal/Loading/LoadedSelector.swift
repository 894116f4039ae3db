internal import Cascade

/// A selector read from text: the engine's selector, the type whose properties its rule
/// may set, and its canonical text.
struct LoadedSelector {
  /// The compounds, left to right, each with whether it is a child (`>`) of the one
  /// before it; `nil` for the first.
  let compounds: [(isChild: Bool?, compound: Compound)]
  var condition: CSSMediaCondition?
  let type: any TypeBinding
  let text: String
  /// What a nested rule's `&` adds to the specificity of its compounds: `&` ranks as
  /// `:is()` of the parent's selectors, the most specific of them, whichever one it stands
  /// for here. Zero outside nesting.
  var bonus = Rank()

  /// The engine's selector: each compound inside, or a child of, the one before it. It is
  /// made only for rules that are built, not for a check alone.
  var selector: StyleSelector {
    let parts = compounds.enumerated().map { position, part in
      let when = position == compounds.count - 1 ? condition?.traitCondition : nil
      let classes = Set(part.compound.classes)
      let compound =
        part.compound.type?.selector(classes: classes, state: part.compound.state, condition: when)
        ?? StyleSelector(classes: classes, state: part.compound.state, when: when)
      return (selector: compound, isChild: part.isChild == true)
    }
    let selector = StyleSelector(leftToRight: parts)
    // A class written twice counts twice, as in CSS (`.a.a` outranks `.b`); the engine's
    // compound holds each class once.
    let repeats = compounds.reduce(0) {
      $0 + $1.compound.repeatedClasses.count + $1.compound.repeatedStates.count
    }
    guard repeats > 0 || bonus != Rank() else { return selector }
    let (qualifiers, typeDepth) = selector.specificityCounts
    return selector.ranked(
      qualifiers: qualifiers + repeats + bonus.qualifiers, typeDepth: typeDepth + bonus.typeDepth)
  }

  /// The specificity the selector ranks with, without the condition of its block.
  var rank: Rank {
    var unconditional = self
    unconditional.condition = nil
    let (qualifiers, typeDepth) = unconditional.selector.specificityCounts
    return Rank(qualifiers: qualifiers, typeDepth: typeDepth)
  }

  /// What tells the engine's selector apart: its text, and its rank where nesting changed it.
  var key: String { bonus == Rank() ? text : "\(text) \(bonus.qualifiers) \(bonus.typeDepth)" }
}

/// A specificity as the engine counts it: classes, states and conditions, then type depth.
struct Rank: Hashable {
  var qualifiers = 0
  var typeDepth = 0

  /// Whether this rank is below another, as CSS compares specificity.
  func isBelow(_ other: Rank) -> Bool {
    (qualifiers, typeDepth) < (other.qualifiers, other.typeDepth)
  }
}

/// The engine's selectors of a sheet's rules, each made once for its text: rules that
/// repeat a selector share its steps and class sets. A selector in `@media` is made for each
/// rule, with its block's condition.
struct SelectorCache {
  /// The selectors made so far outside `@media`, by their text.
  private var made: [String: StyleSelector] = [:]

  /// The engine's selector of `selector`, made the first time its text is asked for.
  mutating func selector(of selector: LoadedSelector) -> StyleSelector {
    guard selector.condition == nil else { return selector.selector }
    let key = selector.key
    if let known = made[key] { return known }
    let new = selector.selector
    made[key] = new
    return new
  }
}

/// One compound selector, `Label.title:highlighted`, as read.
struct Compound {
  var typeName: String?
  var type: (any TypeBinding)?
  /// The classes, each once, in the order written: a set is made only for the engine.
  var classes: [String] = []
  /// The same classes, to find one written twice at once, where searching the list would
  /// make a compound of *n* classes cost O(*n*²).
  var classSet: Set<String> = []
  /// Each class written again after its first time: it counts again in specificity.
  var repeatedClasses: [String] = []
  var state: StyleState = []
  /// Each state written again after its first time, which counts again too.
  var repeatedStates: [StyleState] = []
  /// The `&`s in the compound of a nested rule's selector, each standing for the parent's.
  var ampersands = 0

  var text: String {
    var text = (typeName ?? "") + String(repeating: "&", count: ampersands)
    let all = repeatedClasses.isEmpty ? classes : classes + repeatedClasses
    for name in all.count > 1 ? all.sorted() : all {
      text += "."
      text += CSSIdentifier.escaped(name)
    }
    for (name, each) in Self.states where state.contains(each) {
      for _ in 0...repeatedStates.count(where: { $0 == each }) {
        text += ":"
        text += name
      }
    }
    return text.isEmpty ? "*" : text
  }

  static let states: [(name: String, state: StyleState)] = [
    ("highlighted", .highlighted), ("selected", .selected), ("disabled", .disabled),
    ("focused", .focused),
  ]
}
