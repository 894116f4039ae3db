/// One selector's matches in one world, by the definition: an object matches when it meets
/// the selector's own compound, its parent (if the selector requires one) matches the
/// parent's selector, and some ancestor (if the selector requires one) matches the
/// ancestor's. Every compound's condition is tested in the traits the subject of the whole
/// selector sees, as a sheet is applied to the subject in them.
///
/// The recursion is the definition's, with every answer kept: a selector of k compounds
/// asks each object at most k questions in one set of traits, so on a tree of n objects of
/// depth d it costs O(k × n × d), where the plain recursion tries every way down the
/// ancestry, O(d^k) for each object. The answers hold while the world does not change, so a
/// matcher lasts one application.
struct SelectorMatcher {
  /// A compound of the selector, with where the selectors its parent and an ancestor must
  /// match are in ``compounds``.
  private struct Compound {
    let own: SimpleSelectorSpec
    let parent: Int?
    let ancestor: Int?
  }

  /// Whether an object matches from a compound on, in the subject's traits.
  private struct Question: Hashable {
    let compound: Int
    let object: Int
    let traits: TraitsSpec
  }

  /// The compounds, the subject's first: numbered, so that a question is quick to look up.
  private var compounds: [Compound] = []
  private var answers: [Question: Bool] = [:]

  init(_ selector: SelectorSpec) {
    number(selector)
  }

  /// Whether an object matches the selector, seeing `traits`.
  mutating func matches(_ object: Int, traits: TraitsSpec, in model: ReferenceModel) -> Bool {
    matches(from: 0, object, traits: traits, in: model)
  }

  private mutating func matches(
    from compound: Int, _ object: Int, traits: TraitsSpec, in model: ReferenceModel
  ) -> Bool {
    let question = Question(compound: compound, object: object, traits: traits)
    if let answer = answers[question] { return answer }
    let requirements = compounds[compound]
    var answer = model.meets(requirements.own, object, traits: traits)
    if answer, let parent = requirements.parent {
      answer =
        model.objects[object].parent.map { matches(from: parent, $0, traits: traits, in: model) }
        ?? false
    }
    if answer, let ancestor = requirements.ancestor {
      answer = model.ancestors(of: object).contains {
        matches(from: ancestor, $0, traits: traits, in: model)
      }
    }
    answers[question] = answer
    return answer
  }

  /// Adds a selector's compounds, its own first; returns where its own is.
  @discardableResult
  private mutating func number(_ selector: SelectorSpec) -> Int {
    let index = compounds.count
    compounds.append(Compound(own: selector.own, parent: nil, ancestor: nil))
    let parent = selector.parent.map { number($0) }
    let ancestor = selector.ancestor.map { number($0) }
    compounds[index] = Compound(own: selector.own, parent: parent, ancestor: ancestor)
    return index
  }
}
