/// Maps key-path identities of a superclass onto a subclass through property names.
struct Rerooting {
  private let keyPaths: [SendableKeyPath: SendableKeyPath]

  /// A mapping from `base` key paths to `derived` ones with the same ``PropertyNaming``
  /// name; empty when either type does not name its properties. Built once per pair.
  init(from base: Any.Type, to derived: Any.Type) {
    guard base != derived else {
      self.keyPaths = [:]
      return
    }
    self.keyPaths = NameTables.rerooting(from: base, to: derived) {
      Self.map(from: base, to: derived)
    }
  }

  /// The identity on the derived type, or `identity` itself when no name maps it.
  func identity(_ identity: SetterIdentity) -> SetterIdentity {
    guard !keyPaths.isEmpty else { return identity }
    return identity.mapKeyPath { keyPaths[$0] }
  }

  private static func map(
    from base: Any.Type, to derived: Any.Type
  ) -> [SendableKeyPath: SendableKeyPath] {
    guard let baseNames = NameTables.names(of: base),
      let derivedNames = NameTables.names(of: derived)
    else { return [:] }
    var derivedByName: [String: AnyKeyPath] = [:]
    for (keyPath, name) in derivedNames { derivedByName[name] = keyPath }
    var keyPaths: [SendableKeyPath: SendableKeyPath] = [:]
    for (keyPath, name) in baseNames {
      guard let derivedKeyPath = derivedByName[name] else { continue }
      keyPaths[SendableKeyPath(keyPath: keyPath)] = SendableKeyPath(keyPath: derivedKeyPath)
      // Nested paths into a named value type (`\View.layoutMargins.top`) map too.
      for (inner, _) in NestedPaths.names(under: keyPath) {
        guard let nestedBase = keyPath.appending(path: inner),
          let nestedDerived = derivedKeyPath.appending(path: inner)
        else { continue }
        keyPaths[SendableKeyPath(keyPath: nestedBase)] = SendableKeyPath(keyPath: nestedDerived)
      }
    }
    return keyPaths
  }
}
