extension Stylesheet {
  /// Takes this sheet's part off an object and everything below it: each property it set
  /// goes back to what the other sheets that style the object, or its inline style, give,
  /// or else to the value it had before any sheet set it.
  ///
  /// ```swift
  /// let app = Stylesheet("App") { Rule(Label.self) { Setter(\.alpha, 0.5) } }
  /// let feature = Stylesheet("Feature") { Rule(Label.self) { Setter(\.alpha, 0.8) } }
  /// try app.apply(to: screen, in: .light)
  /// try feature.apply(to: screen, in: .light)  // labels: alpha 0.8
  /// try feature.remove(from: screen, in: .light)  // labels: alpha 0.5 again
  /// ```
  ///
  /// A sheet is known by its ``name``: removing takes off the part of any sheet of that
  /// name, such as an earlier version of a sheet read again from a file.
  ///
  /// - Parameters:
  ///   - root: The object to take the sheet off, with its descendants.
  ///   - context: The theme and traits to resolve the remaining sheets' values in. An
  ///     object that takes a value from its parent (a text sheet's `inherit`) is styled
  ///     again in it too when its parent is, though the sheet had no part there.
  /// - Throws: ``StylesheetError`` naming each token of the remaining sheets that had no
  ///   value and each cycle among the objects; everything else has been done.
  /// - Complexity: O(*n*·*p*) for *n* objects of *p* properties each.
  public func remove(
    from root: any Stylable, in context: StyleContext = .standard
  ) throws(StylesheetError) {
    let walk = TreeWalk.nextNumber()
    var missingTokens: [MissingToken] = []
    var cycles: [StyleCycle] = []
    var parentMismatches: [StyleParentMismatch] = []
    let (ancestors, cycle) = Self.ancestors(of: root)
    if let cycle { cycles.append(cycle) }
    for ancestor in ancestors { ancestor.styleStorage.walk = walk }
    var context = context
    var pending:
      [(object: any Stylable, parent: (any Stylable)?, traits: Traits, parentStyled: Bool)] = [
        (root, nil, Self.traits(of: ancestors, default: context.traits), false)
      ]
    while let (object, parent, inherited, parentStyled) = pending.popLast() {
      guard TreeWalk.visits(object, listedBy: parent, walk: walk, cycles: &cycles) else {
        continue
      }
      let storage = object.styleStorage
      context.traits = object.styleTraits ?? inherited
      // An object that takes a value from its parent is styled again after the parent is,
      // whether or not the sheet had a part there.
      let isStyled =
        storage.removeSheet(name) || (parentStyled && storage.inheritsFromParent)
      if isStyled {
        // The other sheets' parts now win where this one did, in this context: their next
        // walks must style the object again.
        object.setNeedsRestyle()
        let styling = storage.beginStyling()
        var winners = Winner.written(storage.winners(for: object, traits: context.traits))
        let inherits = Winner.inherits(winners)
        let parent = inherits ? object.styleParent.map { StyleParent($0) } : nil
        if inherits { winners = Winner.given(winners, by: parent) }
        Self.note(object, storage: storage, inherits: inherits)
        if Self.restoreAndCapture(object, storage: storage, winners: winners, styling),
          Self.prepareForReaders(winners, of: object, storage, styling)
        {
          missingTokens += withUnsafePointer(to: context) {
            Self.write(
              winners, to: object, storage: storage, in: $0, inheritingFrom: parent, styling)
          }
          Self.note(
            object,
            styledIn: ContextNumbers.number(theme: context.theme, traits: context.traits))
        }
      }
      for child in object.styleChildren.reversed()
      where TreeWalk.names(object, asParentOf: child, mismatches: &parentMismatches) {
        pending.append((child, object, context.traits, isStyled))
      }
    }
    try StylesheetError.check(
      missingTokens: missingTokens, cycles: cycles, parentMismatches: parentMismatches)
  }
}
