/// The ``PropertyNaming`` tables and re-rooting maps, built once per type and kept.
///
/// A table can take tens of microseconds to build (a subclass's key paths are instantiated
/// at run time), and styles consult them whenever a superclass style is nested or a setter
/// described. ``PropertyNaming`` asks a type to return the same table every time.
enum NameTables {
  private static let tables = Lock<[ObjectIdentifier: NameTable]>([:])
  private static let rerootings = Lock<[RerootingKey: [SendableKeyPath: SendableKeyPath]]>([:])

  /// The names `type` gives its properties, or `nil` when it does not adopt
  /// ``PropertyNaming``.
  static func names(of type: Any.Type) -> [AnyKeyPath: String]? {
    // A type without names is remembered too: the conformance check is the costly part.
    tables.value(for: ObjectIdentifier(type)) {
      NameTable(names: (type as? any PropertyNaming.Type)?.propertyNames)
    }.names
  }

  /// The map from `base` key paths to `derived` ones, built by `build` the first time.
  static func rerooting(
    from base: Any.Type, to derived: Any.Type,
    build: () -> [SendableKeyPath: SendableKeyPath]
  ) -> [SendableKeyPath: SendableKeyPath] {
    let key = RerootingKey(base: ObjectIdentifier(base), derived: ObjectIdentifier(derived))
    return rerootings.value(for: key, orMake: build)
  }

  /// A type's names. Its key paths are literals that capture nothing, so sharing the
  /// table across threads is safe, as for ``SendableKeyPath``.
  private struct NameTable: @unchecked Sendable {
    let names: [AnyKeyPath: String]?
  }

  private struct RerootingKey: Hashable {
    let base: ObjectIdentifier
    let derived: ObjectIdentifier
  }
}
