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
public struct StyleSelector: Sendable, CustomStringConvertible {
  let typeDepth: Int
  let typeMatcher: any TypeMatching
  let classes: Set<String>
  let state: StyleState
  let condition: TraitCondition?
  let ancestry: Ancestry?

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
  public init<Root: Stylable>(
    _ type: Root.Type, classes: Set<String> = [], state: StyleState = [],
    when condition: TraitCondition? = nil, inside ancestor: StyleSelector? = nil,
    childOf parent: StyleSelector? = nil
  ) {
    self.init(
      // One more than any depth, so that a type selector outranks one with no type, as
      // `Label` outranks `*` in CSS.
      typeDepth: Self.depth(of: type) + 1, typeMatcher: TypeMatcher<Root>(),
      classes: classes, state: state, condition: condition,
      ancestry: Ancestry(ancestor: ancestor, parent: parent))
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
  public init(
    classes: Set<String> = [], state: StyleState = [], when condition: TraitCondition? = nil,
    inside ancestor: StyleSelector? = nil, childOf parent: StyleSelector? = nil
  ) {
    self.init(
      typeDepth: 0, typeMatcher: AnyTypeMatcher(), classes: classes, state: state,
      condition: condition, ancestry: Ancestry(ancestor: ancestor, parent: parent))
  }

  private init(
    typeDepth: Int, typeMatcher: any TypeMatching,
    classes: Set<String>, state: StyleState, condition: TraitCondition?, ancestry: Ancestry?
  ) {
    self.typeDepth = typeDepth
    self.typeMatcher = typeMatcher
    self.classes = classes
    self.state = state
    self.condition = condition
    self.ancestry = ancestry
  }

  /// How specific the selector is: classes, states and conditions first, then type depth.
  var specificity: Specificity {
    let own = Specificity(
      qualifiers: classes.count + state.rawValue.nonzeroBitCount + (condition == nil ? 0 : 1),
      typeDepth: typeDepth)
    return ancestry.map { own + $0.specificity } ?? own
  }

  /// Whether an object, with `ancestors` root first, matches in `traits`.
  func matches(
    _ subject: StyleSubject, ancestors: ArraySlice<StyleSubject>, traits: Traits
  )
    -> Bool
  {
    guard matchesOwn(subject, traits: traits) else { return false }
    guard let ancestry else { return true }
    if let parent = ancestry.parent {
      guard let nearest = ancestors.last,
        parent.matches(nearest, ancestors: ancestors.dropLast(), traits: traits)
      else { return false }
    }
    if let ancestor = ancestry.ancestor {
      var remaining = ancestors
      while let candidate = remaining.popLast() {
        if ancestor.matches(candidate, ancestors: remaining, traits: traits) { return true }
      }
      return false
    }
    return true
  }

  private func matchesOwn(_ subject: StyleSubject, traits: Traits) -> Bool {
    typeMatcher.matches(subject.object) && subject.state.isSuperset(of: state)
      && classes.isSubset(of: subject.classes)
      && (condition?.isSatisfied(by: traits) ?? true)
  }

  /// The selector as CSS might write it: `Label.title:highlighted`, with `inside` and `>`.
  public var description: String {
    var text = typeMatcher.typeName ?? "*"
    text += classes.sorted().map { ".\($0)" }.joined()
    if !state.isEmpty { text += ":\(state)" }
    if let condition { text += " when \(condition)" }
    if let parent = ancestry?.parent { text = "\(parent) > \(text)" }
    if let ancestor = ancestry?.ancestor { text = "\(ancestor) \(text)" }
    return text
  }

  /// The number of superclasses above `type`: a subclass rule is more specific.
  private static func depth(of type: Any.Type) -> Int {
    guard var current = type as? AnyClass else { return 0 }
    var depth = 0
    while let superclass = _getSuperclass(current) {
      depth += 1
      current = superclass
    }
    return depth
  }
}

/// A selector's requirements on its ancestors: a direct parent, some ancestor, or both.
final class Ancestry: Sendable {
  let parent: StyleSelector?
  let ancestor: StyleSelector?

  init?(ancestor: StyleSelector?, parent: StyleSelector?) {
    guard ancestor != nil || parent != nil else { return nil }
    self.parent = parent
    self.ancestor = ancestor
  }

  /// The specificity the requirements add.
  var specificity: Specificity {
    [parent, ancestor].compactMap { $0?.specificity }.reduce(Specificity.zero, +)
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

/// Whether an object is of a selector's type.
protocol TypeMatching: Sendable {
  func matches(_ object: any Stylable) -> Bool
  /// The type's name, or `nil` for any type.
  var typeName: String? { get }
}

/// Matches `Root` and its subclasses; holds no metatype, only its generic parameter.
struct TypeMatcher<Root: Stylable>: TypeMatching {
  func matches(_ object: any Stylable) -> Bool { object is Root }
  /// Worked out when a description asks: a type's name is demangled, slowly, each time.
  var typeName: String? { "\(Root.self)" }
}

/// Matches any object.
struct AnyTypeMatcher: TypeMatching {
  func matches(_ object: any Stylable) -> Bool { true }
  var typeName: String? { nil }
}
