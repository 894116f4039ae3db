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

  /// The member `key` of an object, read as a value of a composite's member: the error
  /// names the member where it is missing or wrong. A shadow's `color`, a border's `width`.
  ///
  /// - Parameters:
  ///   - key: The member's key.
  ///   - _: The Swift type to read it as.
  ///   - type: The member's type in the format, for the message where it is missing.
  /// - Returns: The member's value.
  package func member<Value: DesignTokenRepresentable>(
    _ key: String, as _: Value.Type, type: DesignTokenType
  ) throws(DesignTokenValueError) -> Value {
    guard let member = self[key] else {
      throw DesignTokenValueError(expected: "a `\(type.rawValue)`", member: key)
    }
    do { return try Value(designTokenValue: member, type: type) } catch {
      throw error.inMember(key)
    }
  }
}
