/// Every compound of a sheet's selectors, numbered, with what each requires and what
/// requires it: what matching an object below its parent's ``AncestryState`` reads.
///
/// Matching goes down the tree as a browser's matching goes up it, but remembers what it
/// found: each object's state says which compounds it matches that a child's compound
/// requires of its parent, which compounds it or an ancestor matches, and which compounds
/// are worth trying on its children. A child tries only those, the compounds that require
/// nothing, and the compounds whose parent its parent matched; so a selector of any length
/// costs a step or two per object where it cannot match, and no placement of compounds on
/// ancestors is ever tried twice.
struct SelectorTable: Sendable {
  /// One compound, by its rule and its place in the rule's selector, with the numbers of
  /// the compounds it requires, -1 for none.
  struct Step: Sendable {
    let rule: Int
    let position: Int
    let parent: Int
    let ancestor: Int
    let isSubject: Bool
    /// Whether another compound requires this one of its parent.
    var isParentRequired = false
    /// Whether another compound requires this one of an ancestor.
    var isAncestorRequired = false
  }

  private(set) var steps: [Step] = []
  /// The compounds that require nothing: every object tries them.
  private(set) var roots: [Int] = []
  /// For each compound, the compounds that require it of their parent.
  private(set) var children: [[Int]] = []
  /// For each compound, the compounds that require it of an ancestor and nothing of their
  /// parent.
  private(set) var descendants: [[Int]] = []
  /// Whether any compound requires anything: else every object's state is the root's.
  private(set) var hasAncestry = false
  /// For each compound, the first of the compounds it requires, directly or not, which with
  /// it are a range of numbers: its own number when it requires nothing (see ``Reached``).
  private(set) var first: [Int] = []

  init(_ rules: [LayeredRule]) {
    for (rule, layered) in rules.enumerated() {
      let base = steps.count
      let selectorSteps = layered.rule.selector.steps
      for (position, step) in selectorSteps.enumerated() {
        steps.append(
          Step(
            rule: rule, position: position, parent: step.parent.map { base + $0 } ?? -1,
            ancestor: step.ancestor.map { base + $0 } ?? -1,
            isSubject: position == selectorSteps.count - 1))
      }
    }
    children = Array(repeating: [], count: steps.count)
    descendants = Array(repeating: [], count: steps.count)
    first = Array(steps.indices)
    for (number, step) in steps.enumerated() {
      // What a compound requires comes before it, with its own first already worked out.
      if step.parent >= 0 { first[number] = min(first[number], first[step.parent]) }
      if step.ancestor >= 0 { first[number] = min(first[number], first[step.ancestor]) }
      if step.parent >= 0 {
        steps[step.parent].isParentRequired = true
        children[step.parent].append(number)
      }
      if step.ancestor >= 0 {
        steps[step.ancestor].isAncestorRequired = true
        if step.parent < 0 { descendants[step.ancestor].append(number) }
      }
      if step.parent < 0 && step.ancestor < 0 { roots.append(number) }
      hasAncestry = hasAncestry || step.parent >= 0 || step.ancestor >= 0
    }
  }

  /// Whether a compound that requires nothing of its parent is still worth trying on an
  /// object whose ancestors have reached `reached`: it decides a rule, or its match tells
  /// a child something, or it would add to what the object's children have reached.
  func isPending(_ number: Int, reached: Reached) -> Bool {
    let step = steps[number]
    return step.isSubject || step.isParentRequired || !reached.contains(number, in: self)
  }
}
