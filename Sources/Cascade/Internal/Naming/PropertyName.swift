/// Readable names for key paths, for descriptions and dumps.
enum PropertyName {
  /// The name of the property `keyPath` reaches, without its root type.
  ///
  /// A root type that adopts ``PropertyNaming`` names its properties, and a path that goes
  /// on from a named property (`\Card.insets.top`) starts with that name; otherwise the key
  /// path's own description is used, which names stored properties but not computed ones.
  static func of(_ keyPath: AnyKeyPath) -> String {
    let root = type(of: keyPath).rootType
    // The names first: a key path's description is built anew, and slowly, on each call.
    let names = NameTables.names(of: root)
    if let name = names?[keyPath] { return name }
    if let names, let name = nestedName(of: keyPath, in: names) { return name }
    let path = describe(keyPath)
    if let names, let (name, rest) = longestNamedPrefix(of: path, in: names) { return name + rest }
    return stripRoot(path, root: String(describing: root))
  }

  /// `outer.inner` when `keyPath` is a named property of the root followed by a named
  /// property of that property's own ``PropertyNaming`` type.
  private static func nestedName(
    of keyPath: AnyKeyPath, in names: [AnyKeyPath: String]
  )
    -> String?
  {
    for (outer, outerName) in names {
      for (inner, innerName) in NestedPaths.names(under: outer)
      where outer.appending(path: inner) == keyPath {
        return outerName + "." + innerName
      }
    }
    return nil
  }

  /// The name of the longest named key path that `path` continues, and the continuation:
  /// for root types whose key paths describe their stored properties by name.
  private static func longestNamedPrefix(
    of path: String, in names: [AnyKeyPath: String]
  ) -> (name: String, rest: Substring)? {
    var best: (name: String, rest: Substring)?
    for (keyPath, name) in names {
      let prefix = describe(keyPath)
      guard path.hasPrefix(prefix) else { continue }
      let rest = path.dropFirst(prefix.count)
      guard rest.first == "." || rest.first == "[" else { continue }
      if best.map({ rest.count < $0.rest.count }) ?? true { best = (name, rest) }
    }
    return best
  }

  /// A key path's description, `\Label.text`: through `String(reflecting:)`, which finds
  /// the key path's `debugDescription` where the system has it (iOS 16.4, macOS 13.3) and
  /// below that gives only its type, `KeyPath<Label, String>`, so that properties go
  /// unnamed there unless their root adopts ``PropertyNaming``.
  private static func describe(_ keyPath: AnyKeyPath) -> String {
    String(reflecting: keyPath)
  }

  /// `\Label.text` becomes `text`; anything unexpected is kept whole.
  private static func stripRoot(_ description: String, root: String) -> String {
    let prefix = "\\" + root + "."
    guard description.hasPrefix(prefix) else { return description }
    return String(description.dropFirst(prefix.count))
  }
}
