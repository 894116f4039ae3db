/// The CSS declarations of one element, in the order they were first set; setting a
/// property again replaces its value in place, so the text never holds a property twice.
struct CSSDeclarations {
  private(set) var entries: [(property: String, value: String)] = []

  mutating func set(_ property: String, _ value: String) {
    if let index = entries.firstIndex(where: { $0.property == property }) {
      entries[index].value = value
    } else {
      entries.append((property, value))
    }
  }

  subscript(property: String) -> String? {
    entries.first { $0.property == property }?.value
  }

  /// The text of a `style` attribute: `name: value; name: value`.
  var text: String {
    entries.map { "\($0.property): \($0.value)" }.joined(separator: "; ")
  }
}
