/// Makes random worlds, sheets and mutations from a source of choices, keeping to the
/// features it is given.
///
/// Every choice goes through ``ChoiceSource/choose(below:)``, so a seed or a fuzzer's
/// bytes decide the whole case.
struct Generator<Source: ChoiceSource> {
  var source: Source
  let features: Features
  let limits: Limits

  /// The style classes objects have and selectors require.
  static var classes: [String] { ["a", "b", "c"] }

  /// A number below `count`.
  mutating func number(below count: Int) -> Int {
    source.choose(below: count)
  }

  /// A number in `range`.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + number(below: range.count)
  }

  /// True `numerator` times in `denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    number(below: denominator) < numerator
  }

  /// One of `elements`, which is not empty.
  mutating func element<Element>(of elements: [Element]) -> Element {
    elements[number(below: elements.count)]
  }

  /// Each of `elements` with a chance of `numerator` in `denominator`.
  mutating func subset<Element: Hashable>(
    of elements: [Element], _ numerator: Int, in denominator: Int
  ) -> Set<Element> {
    var subset: Set<Element> = []
    for element in elements where chance(numerator, in: denominator) { subset.insert(element) }
    return subset
  }
}
