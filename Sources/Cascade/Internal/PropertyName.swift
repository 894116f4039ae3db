/// Readable names for key paths, for descriptions and dumps.
enum PropertyName {
  /// The name of the property `keyPath` reaches, without its root type.
  ///
  /// A root type that adopts ``PropertyNaming`` names its properties; otherwise the key
  /// path's own description is used, which names stored properties but not computed ones.
  static func of(_ keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    if let naming = root as? any PropertyNaming.Type, let name = naming.propertyNames[keyPath] {
      return name
    }
    return stripRoot(keyPath.debugDescription, root: String(describing: root))
  }

  /// `\Label.text` becomes `text`; anything unexpected is kept whole.
  static func stripRoot(_ description: String, root: String) -> String {
    let prefix = "\\" + root + "."
    guard description.hasPrefix(prefix) else { return description }
    return String(description.dropFirst(prefix.count))
  }
}
