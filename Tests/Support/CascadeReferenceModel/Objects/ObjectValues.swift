/// The values of an object's styled properties, as plain data: what the model computes,
/// and what an engine object is read into for comparison.
struct ObjectValues: Hashable, Sendable {
  /// The title states an object has a title for, which title setters qualify their
  /// identity by.
  static let titleStates = 0..<3

  var color: Int
  var label: String
  var margins: Insets
  /// One title per state of ``titleStates``, `""` where there is none.
  var titles: [String]
  /// A ``Tag``'s weight; `nil` for a plain ``Box``.
  var weight: Int?

  /// Each compared property by name, with its value as text, in a fixed order.
  var fields: [(name: String, value: String)] {
    var fields = [
      ("color", "\(color)"), ("label", "\"\(label)\""),
      ("margins.top", "\(margins.top)"), ("margins.bottom", "\(margins.bottom)"),
    ]
    for (state, title) in zip(Self.titleStates, titles) {
      fields.append(("titles[\(state)]", "\"\(title)\""))
    }
    if let weight { fields.append(("weight", "\(weight)")) }
    return fields
  }
}
