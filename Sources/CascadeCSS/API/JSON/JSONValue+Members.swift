extension JSONValue {
  /// Throws, naming it, the first member of an object that is not one of `allowed`: the
  /// Design Tokens format lists the members of each composite value, and no others. A
  /// value that is not an object passes.
  package func checkMembers(_ allowed: [String]) throws(DesignTokenValueError) {
    guard case .object(let members) = self,
      let extra = members.first(where: { !allowed.contains($0.key) })
    else { return }
    let names = allowed.map { "`\($0)`" }.joined(separator: ", ")
    throw DesignTokenValueError(expected: "only the format's members: \(names)", member: extra.key)
  }
}
