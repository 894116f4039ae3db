/// The named properties one level below a named property.
enum NestedPaths {
  /// The ``PropertyNaming`` table of the value type `keyPath` leads to, if it has one.
  static func names(under keyPath: AnyKeyPath) -> [AnyKeyPath: String] {
    NameTables.names(of: type(of: keyPath).valueType) ?? [:]
  }
}
