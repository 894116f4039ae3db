extension View {
  /// Starts counting changes afresh: ``changeCount`` becomes 0 and ``changedProperties``
  /// empty.
  ///
  /// ```swift
  /// view.resetChangeCount()
  /// Style<View> { Setter(\.alpha, 0.5) }.apply(to: view)
  /// view.changeCount  // the writes this application changed
  /// ```
  public func resetChangeCount() {
    changeCount = 0
    changes = []
  }

  /// Counts a write to `property` if it changed the value; a NaN written over NaN did not
  /// (see ``SameValueComparable``).
  func noteChange<Value: SameValueComparable>(
    _ property: StaticString, _ old: Value, _ new: Value
  ) {
    guard !old.isSameValue(as: new) else { return }
    noteChange(.named(property))
  }

  /// Counts a write to `property` that changed its value.
  func noteChange(_ property: ChangedProperty) {
    changeCount += 1
    if !changes.contains(property) { changes.append(property) }
  }
}
