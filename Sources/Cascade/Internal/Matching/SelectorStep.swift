/// One compound of a selector, `Label.title:highlighted`, with the compounds of the same
/// selector that the direct parent and some ancestor of a matching object must match.
struct SelectorStep: Sendable, CustomStringConvertible {
  let typeDepth: Int
  let typeMatcher: any TypeMatching
  let classes: Set<String>
  let state: StyleState
  let condition: TraitCondition?
  /// The index, in the selector's steps, of the compound the direct parent must match.
  var parent: Int?
  /// The index, in the selector's steps, of the compound some ancestor must match.
  var ancestor: Int?

  init<Root: Stylable>(
    _ type: Root.Type, classes: Set<String>, state: StyleState, condition: TraitCondition?
  ) {
    // One more than any depth, so that a type selector outranks one with no type, as
    // `Label` outranks `*` in CSS.
    self.init(
      typeDepth: Self.depth(of: type) + 1, typeMatcher: TypeMatcher<Root>(), classes: classes,
      state: state, condition: condition)
  }

  init(classes: Set<String>, state: StyleState, condition: TraitCondition?) {
    self.init(
      typeDepth: 0, typeMatcher: AnyTypeMatcher(), classes: classes, state: state,
      condition: condition)
  }

  private init(
    typeDepth: Int, typeMatcher: any TypeMatching, classes: Set<String>, state: StyleState,
    condition: TraitCondition?
  ) {
    self.typeDepth = typeDepth
    self.typeMatcher = typeMatcher
    self.classes = classes
    self.state = state
    self.condition = condition
  }

  /// The compound's own specificity: classes, states and its condition, then type depth.
  var specificity: Specificity {
    Specificity(
      qualifiers: classes.count + state.rawValue.nonzeroBitCount + (condition == nil ? 0 : 1),
      typeDepth: typeDepth)
  }

  /// The step as it stands `offset` places further on in a longer list of steps.
  func shifted(by offset: Int) -> SelectorStep {
    var step = self
    step.parent = parent.map { $0 + offset }
    step.ancestor = ancestor.map { $0 + offset }
    return step
  }

  /// Whether an object meets the compound's own requirements, apart from its condition,
  /// which holds or not for the whole selector (see ``StyleSelector/conditions``).
  func matchesOwn(_ subject: StyleSubject) -> Bool {
    typeMatcher.matches(subject.object) && subject.state.isSuperset(of: state)
      && classes.isSubset(of: subject.classes)
  }

  /// The compound as CSS might write it: `Label.title:highlighted when dark`.
  var description: String {
    var text = typeMatcher.typeName ?? "*"
    text += classes.sorted().map { ".\($0)" }.joined()
    if !state.isEmpty { text += ":\(state)" }
    if let condition { text += " when \(condition)" }
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
