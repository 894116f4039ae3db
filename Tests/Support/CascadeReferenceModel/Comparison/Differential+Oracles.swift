extension Differential {
  /// Every object whose values differ between the engine and another engine that stands as
  /// an oracle: a twin that restyles everything at each application, or a fresh copy of the
  /// world to which the same sheets were applied from scratch.
  ///
  /// - Parameters:
  ///   - oracle: The other engine; its objects are numbered as the engine's.
  ///   - name: How a discrepancy names the oracle.
  static func compare(
    _ engine: EngineDriver, with oracle: EngineDriver, named name: String,
    _ model: ReferenceModel
  ) -> [Discrepancy] {
    (0..<min(engine.objects.count, oracle.objects.count)).flatMap { index -> [Discrepancy] in
      let actual = engine.objects[index].values
      let expected = oracle.objects[index].values
      guard actual != expected else { return [] }
      return zip(actual.fields, expected.fields).filter { $0.value != $1.value }.map {
        actual, expected in
        Discrepancy(
          object: model.describe(index), property: expected.name, engine: actual.value,
          model: expected.value, note: "", oracle: name)
      }
    }
  }
}

extension Mutation {
  /// Whether the mutation applies or removes a sheet, and changes nothing else: after such
  /// mutations alone, the world is as it was made.
  var isApplication: Bool {
    switch self {
    case .apply, .applyInContext, .removeSheet: true
    default: false
    }
  }
}
