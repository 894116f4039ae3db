extension Stylesheet {
  /// Styles an object and everything below it.
  ///
  /// ```swift
  /// let sheet = Stylesheet { Rule(Label.self) { Setter(\.textColor, .token(.primaryText)) } }
  /// try sheet.apply(to: screen, in: .dark)
  /// ```
  ///
  /// Apply again after an object's classes or state change, after it moves, after a
  /// subtree is added, or under a new theme or traits: each object's matching rules are
  /// worked out again (from a cache keyed by everything they depend on), every property a
  /// rule sets is written, and a property that no rule sets any more goes back to the
  /// value the object had before any rule set it.
  ///
  /// An object that reports its changes (see ``Stylable/setNeedsRestyle()``; the
  /// substitute views all do) is passed by, with everything below it, while nothing a rule
  /// reads there has changed since this sheet last styled it: its classes, state, traits
  /// and inline style, its ancestors' classes and state, the context's traits and theme,
  /// and the sheet itself (another sheet, even of the same name, styles everything again).
  /// An object with a winning value that is its parent's (a text sheet's `inherit`) is
  /// styled again whenever its parent is, by any sheet, so it follows the parent's value.
  /// So applying a sheet again to a tree where nothing changed costs next to nothing, and
  /// after one change it costs the objects that change can affect. A property the app set
  /// by hand on such an object keeps the app's value until the object changes or
  /// ``Restyling/all`` is asked for; an object that does not report its changes is styled
  /// again every time.
  ///
  /// Several sheets can style one tree. Each object keeps each sheet's part by the sheet's
  /// ``name``: applying a sheet again replaces its own part and leaves the others', and
  /// where two sheets set one property, the sheet first applied to the object earlier
  /// loses, as an earlier layer does. To order sheets explicitly, apply one
  /// ``layered(_:)`` sheet instead.
  ///
  /// - Parameters:
  ///   - root: The object to style, with its descendants; its ancestors count for
  ///     ancestry selectors.
  ///   - context: The theme and traits to resolve values and trait conditions in.
  ///   - restyling: ``Restyling/changed``, the default, to pass by what is clean;
  ///     ``Restyling/all`` to style every object again, as after the app wrote styled
  ///     properties by hand.
  /// - Throws: ``StylesheetError`` naming each token that had no value and each object met
  ///   again below itself (a cycle among the objects' children or parents); every other
  ///   property of every other object has been applied.
  /// - Complexity: O(*n*·*p*) for *n* objects styled of *p* properties each, after the first
  ///   application of each distinct combination of type, classes, state and ancestry; with
  ///   ``Restyling/changed``, *n* counts the objects a change can affect and the objects on
  ///   the way to them, with their siblings.
  public func apply(
    to root: any Stylable, in context: StyleContext = .standard,
    restyling: Restyling = .changed
  )
    throws(StylesheetError)
  {
    var walk = TreeWalk(
      sheet: self, root: root, context: context, restylesAll: restyling == .all)
    var missingTokens: [MissingToken] = []
    while let (object, match, context, contextNumber) = walk.next() {
      let missing = withUnsafePointer(to: context) { context in
        style(object, match: match, context: context)
      }
      Self.note(object, styledIn: contextNumber)
      // Most objects miss no token: appending nothing still costs a call per object.
      if !missing.isEmpty { missingTokens += missing }
    }
    WorkCounter.record(walk.examined)
    #if DEBUG
      if restyling == .changed { reportUnreportedChanges(below: root) }
    #endif
    try StylesheetError.check(
      missingTokens: missingTokens, cycles: walk.cycles, parentMismatches: walk.parentMismatches)
  }

  #if DEBUG
    /// Reports each object at or below `root` whose classes or state differ from what this
    /// sheet's last walk saw there, though it reports its changes and reported none since:
    /// a subclass that computes them and forgot ``Stylable/setNeedsRestyle()``. Once per
    /// change. A debug build's check only: it looks at every object.
    func reportUnreportedChanges(below root: any Stylable) {
      var pending = [root]
      var seen: Set<ObjectIdentifier> = []
      while let object = pending.popLast() {
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        let storage = object.styleStorage
        if storage.reportsChanges, let visit = storage.visit(of: name),
          let before = visit.seen, storage.changed < visit.tick,
          before.classes != object.styleClasses || before.state != object.styleState
        {
          StyleDiagnostics.report(UnreportedChange(object: object, before: before, sheet: name))
          storage.setSeen((object.styleClasses, object.styleState), of: name)
        }
        pending += object.styleChildren
      }
    }
  #endif
}
