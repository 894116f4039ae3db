/// Maps key-path identities of a superclass onto a subclass through property names.
struct Rerooting {
  private let keyPaths: [SendableKeyPath: SendableKeyPath]

  /// A mapping from `base` key paths to `derived` ones with the same ``PropertyNaming``
  /// name; empty when either type does not name its properties.
  init(from base: Any.Type, to derived: Any.Type) {
    guard base != derived,
      let baseNames = (base as? any PropertyNaming.Type)?.propertyNames,
      let derivedNames = (derived as? any PropertyNaming.Type)?.propertyNames
    else {
      self.keyPaths = [:]
      return
    }
    var derivedByName: [String: AnyKeyPath] = [:]
    for (keyPath, name) in derivedNames { derivedByName[name] = keyPath }
    var keyPaths: [SendableKeyPath: SendableKeyPath] = [:]
    for (keyPath, name) in baseNames {
      guard let derivedKeyPath = derivedByName[name] else { continue }
      keyPaths[SendableKeyPath(keyPath: keyPath)] = SendableKeyPath(keyPath: derivedKeyPath)
      // Nested paths into a named value type (`\View.layoutMargins.top`) map too.
      for (inner, _) in NestedPaths.names(under: keyPath) {
        guard let base = keyPath.appending(path: inner),
          let derived = derivedKeyPath.appending(path: inner)
        else { continue }
        keyPaths[SendableKeyPath(keyPath: base)] = SendableKeyPath(keyPath: derived)
      }
    }
    self.keyPaths = keyPaths
  }

  /// The identity on the derived type, or `identity` itself when no name maps it.
  func identity(_ identity: SetterIdentity) -> SetterIdentity {
    guard !keyPaths.isEmpty else { return identity }
    return identity.mapKeyPath { keyPaths[$0] }
  }
}
