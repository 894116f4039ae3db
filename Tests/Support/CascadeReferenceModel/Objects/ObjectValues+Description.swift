extension ObjectValues: CustomStringConvertible {
  /// The values as `color 3, label "o1", …`.
  var description: String {
    fields.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
  }
}
