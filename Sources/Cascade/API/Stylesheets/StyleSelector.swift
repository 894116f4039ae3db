/// What a rule matches: a type and its subclasses, style classes, states, trait
/// conditions, and ancestry, in any combination.
///
/// ```swift
/// let card = StyleSelector(classes: ["card"])
/// let cardTitle = StyleSelector(Label.self, classes: ["title"], inside: card)
/// ```
///
/// Specificity follows CSS: each class, state and trait condition counts in the first
/// place, a more derived type in the second, and an ancestor adds its own.
///
/// A selector is a flat list of compounds, not a chain of nested selectors, so no
/// selector, however long, is matched, described or released by recursion. Matching costs
/// O(*s*) at most for a selector of *s* compounds, whatever the depth of the tree, and a
/// step or two where it cannot match: each object carries, for its children, which
/// compounds it and its ancestors match.
public struct StyleSelector: Sendable, CustomStringConvertible {
  /// The compounds, each after those it requires; the subject, the compound the styled
  /// object itself must match, last.
  let steps: [SelectorStep]
  /// How specific the selector is: summed over its compounds, unless a text sheet ranks it
  /// otherwise (see ``ranked(qualifiers:typeDepth:)``).
  private(set) var specificity: Specificity
  /// The trait conditions of every compound, all of which must hold in the traits of the
  /// object being styled.
  let conditions: [TraitCondition]

  /// Creates a selector.
  ///
  /// ```swift
  /// StyleSelector(Button.self, state: .highlighted)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type to match, with every subclass; `nil` matches any object.
  ///   - classes: Style classes the object must all have.
  ///   - state: States the object must all be in.
  ///   - condition: A condition on the traits the stylesheet is applied in.
  ///   - ancestor: A selector some ancestor must match.
  ///   - parent: A selector the direct parent must match. Given both, the parent must
  ///     match `parent` and some ancestor `ancestor`.
  /// - Complexity: O(*s*) for *s* compounds in `ancestor` and `parent`, which are copied.
  /// - Precondition: The selector has at most ``maximumChildCombinators`` child
  ///   combinators, `parent` and those of `ancestor` and `parent` together.
  public init<Root: Stylable>(
    _ type: Root.Type, classes: Set<String> = [], state: StyleState = [],
    when condition: TraitCondition? = nil, inside ancestor: StyleSelector? = nil,
    childOf parent: StyleSelector? = nil
  ) {
    let subject = SelectorStep(
      type, classes: classes, state: state, condition: condition)
    self.init(subject: subject, ancestor: ancestor, parent: parent)
  }

  /// Creates a selector that matches objects of any type.
  ///
  /// ```swift
  /// StyleSelector(classes: ["card"])
  /// ```
  ///
  /// - Parameters:
  ///   - classes: Style classes the object must all have.
  ///   - state: States the object must all be in.
  ///   - condition: A condition on the traits the stylesheet is applied in.
  ///   - ancestor: A selector some ancestor must match.
  ///   - parent: A selector the direct parent must match. Given both, the parent must
  ///     match `parent` and some ancestor `ancestor`.
  /// - Complexity: O(*s*) for *s* compounds in `ancestor` and `parent`, which are copied.
  /// - Precondition: The selector has at most ``maximumChildCombinators`` child
  ///   combinators, `parent` and those of `ancestor` and `parent` together.
  public init(
    classes: Set<String> = [], state: StyleState = [], when condition: TraitCondition? = nil,
    inside ancestor: StyleSelector? = nil, childOf parent: StyleSelector? = nil
  ) {
    let subject = SelectorStep(classes: classes, state: state, condition: condition)
    self.init(subject: subject, ancestor: ancestor, parent: parent)
  }

  /// A selector of one compound and the selectors it requires, whose compounds come first.
  private init(subject: SelectorStep, ancestor: StyleSelector?, parent: StyleSelector?) {
    var steps: [SelectorStep] = []
    var subject = subject
    for (required, isParent) in [(ancestor, false), (parent, true)] {
      guard let required else { continue }
      let offset = steps.count
      steps += required.steps.map { $0.shifted(by: offset) }
      if isParent { subject.parent = steps.count - 1 } else { subject.ancestor = steps.count - 1 }
    }
    steps.append(subject)
    self.init(steps: steps)
  }

  /// A selector read left to right, as CSS writes one: each piece a descendant of the one
  /// before it, or with `isChild` its child. `Card .title` is
  /// `[(StyleSelector(Card.self), false), (StyleSelector(classes: ["title"]), false)]`.
  ///
  /// ```swift
  /// let deep = StyleSelector(leftToRight: [
  ///   (StyleSelector(classes: ["screen"]), false),
  ///   (StyleSelector(View.self), false),
  ///   (StyleSelector(classes: ["card"]), true),
  ///   (StyleSelector(Label.self), false),
  /// ])  // *.screen View > *.card Label
  /// ```
  ///
  /// Build a long selector this way: nesting `inside:` and `childOf:` copies each
  /// selector into the next, which costs the square of the length. A piece may have
  /// requirements of its own (`StyleSelector(Label.self, inside: card)`); the link to the
  /// piece before goes to its first compound, as CSS reads `a b c` joined to `x` as
  /// `x a b c`. The first piece's `isChild` is not read, and an empty list is `*`.
  ///
  /// - Parameter pieces: The selectors, left to right, each with whether it is a child of
  ///   the one before (else a descendant).
  /// - Complexity: O(*s*) for *s* compounds in all the pieces.
  /// - Precondition: The selector has at most ``maximumChildCombinators`` child
  ///   combinators, the pieces' own and those joining them.
  public init(leftToRight pieces: [(selector: StyleSelector, isChild: Bool)]) {
    var steps: [SelectorStep] = []
    steps.reserveCapacity(pieces.reduce(0) { $0 + $1.selector.steps.count })
    for (selector, isChild) in pieces {
      let offset = steps.count
      // A piece's first compound requires nothing: its requirements come after it.
      steps += selector.steps.map { $0.shifted(by: offset) }
      guard offset > 0, offset < steps.count else { continue }
      if isChild { steps[offset].parent = offset - 1 } else { steps[offset].ancestor = offset - 1 }
    }
    self.init(steps: steps.isEmpty ? [SelectorStep(classes: [], state: [], condition: nil)] : steps)
  }

  private init(steps: [SelectorStep]) {
    precondition(
      steps.count(where: { $0.parent != nil }) <= Self.maximumChildCombinators,
      "a selector has more than \(Self.maximumChildCombinators) child combinators (`>`)")
    self.steps = steps
    specificity = steps.reduce(Specificity.zero) { $0 + $1.specificity }
    conditions = steps.compactMap(\.condition)
  }

  /// The most child combinators (`>`, `childOf:`, `isChild`) a selector may have: 64.
  ///
  /// An object passes its children each compound it matches that a child's compound
  /// requires of its parent, and down a chain of objects that all match, a selector of *k*
  /// child combinators has up to *k* of them matched at each level: bounding *k* keeps an
  /// object's work and memory within a constant for each selector, however deep the tree.
  /// Descendant combinators need no bound: an object carries one compound for a whole
  /// chain of them. No selector a browser's sheet is written with comes near it; making a
  /// selector with more is a programming error, and stops the program, as an index out of
  /// range does. A text stylesheet reports one with more than
  /// `TextLimits.maximumChildCombinators` and leaves its rule out.
  ///
  /// ```swift
  /// let row = StyleSelector(Label.self, childOf: StyleSelector(View.self))  // one
  /// assert(StyleSelector.maximumChildCombinators >= 1)
  /// ```
  public static let maximumChildCombinators = 64

  /// The number of compounds: the work of matching the selector against one object.
  package var compoundCount: Int { steps.count }

  /// How specific the selector is, as its two counts: classes, states and conditions, then
  /// type depth.
  package var specificityCounts: (qualifiers: Int, typeDepth: Int) {
    (specificity.qualifiers, specificity.typeDepth)
  }

  /// The same selector ranked with another specificity: as CSS ranks a class written twice
  /// (`.a.a`), which a set of classes holds once, and a nested rule, which takes the
  /// specificity of `:is()` of its parent's selectors.
  ///
  /// - Parameters:
  ///   - qualifiers: The count of classes, states and conditions.
  ///   - typeDepth: The count of type depth.
  /// - Returns: The selector, matching as before, ranked as given.
  package func ranked(qualifiers: Int, typeDepth: Int) -> StyleSelector {
    var selector = self
    selector.specificity = Specificity(qualifiers: qualifiers, typeDepth: typeDepth)
    return selector
  }

  /// The selector as CSS might write it: `Label.title:highlighted`, with `inside` and `>`.
  public var description: String {
    // Written from a stack of its own: a selector's requirements nest as deep as it is long.
    enum Piece {
      case step(Int)
      case text(String)
    }
    var text = ""
    var pending = [Piece.step(steps.count - 1)]
    while let piece = pending.popLast() {
      switch piece {
      case .text(let literal): text += literal
      case .step(let index):
        let step = steps[index]
        pending.append(.text(step.description))
        if let parent = step.parent { pending += [.text(" > "), .step(parent)] }
        if let ancestor = step.ancestor { pending += [.text(" "), .step(ancestor)] }
      }
    }
    return text
  }
}

/// How specific a selector is, compared as CSS compares specificity.
struct Specificity: Comparable, Hashable {
  var qualifiers: Int
  var typeDepth: Int

  static func < (lhs: Specificity, rhs: Specificity) -> Bool {
    (lhs.qualifiers, lhs.typeDepth) < (rhs.qualifiers, rhs.typeDepth)
  }

  static let zero = Specificity(qualifiers: 0, typeDepth: 0)

  static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
    Specificity(
      qualifiers: lhs.qualifiers + rhs.qualifiers, typeDepth: lhs.typeDepth + rhs.typeDepth)
  }
}
