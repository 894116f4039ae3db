/// The process's clock of style changes: every change an object reports, and the start of
/// every walk, takes the next tick, so that comparing two ticks tells which came first.
///
/// An object's storage keeps the tick of its own last change and of the last change below
/// it; each sheet's part keeps the tick of the walk that visited the object last. An object
/// whose own change is older than that visit, and whose ancestry, traits, theme and sheet
/// are as they were, is clean for the sheet: its walk passes it by.
enum StyleClock {
  private static let ticks = Lock<UInt64>(0)

  /// The next tick, later than every tick taken before it.
  static func tick() -> UInt64 {
    ticks.withLock { ticks in
      ticks &+= 1
      return ticks
    }
  }
}

extension Stylable {
  /// Marks the object as changed in a way a stylesheet's rules can read: the next
  /// application of each sheet to a tree that holds it styles it again, and what it passes
  /// to its descendants' selectors is worked out again.
  ///
  /// An object whose storage is made with ``StyleStorage/init(reportsChanges:)`` set to
  /// `true` calls this whenever its ``styleClasses``, ``styleState`` or ``styleTraits``
  /// change, and when it gains a child or moves (on the child: marking reaches up through
  /// ``styleParent``). The substitute views do so for every change. ``setInlineStyle(_:)``
  /// calls it for every object.
  ///
  /// ```swift
  /// final class Badge: Stylable {
  ///   var styleClasses: Set<String> = [] { didSet { setNeedsRestyle() } }
  ///   var styleState: StyleState = []
  ///   weak var styleParent: (any Stylable)?
  ///   var styleChildren: [any Stylable] { [] }
  ///   let styleStorage = StyleStorage(reportsChanges: true)
  /// }
  /// ```
  ///
  /// - Complexity: Amortized O(1): marking stops at the first ancestor already marked since
  ///   a sheet last visited it, whose own ancestors were marked then.
  public func setNeedsRestyle() {
    let now = StyleClock.tick()
    styleStorage.changed = now
    StyleClock.markAncestors(of: self, at: now)
  }
}

extension StyleClock {
  /// Marks every ancestor of `object` as holding a change made at `now`, up to the first
  /// one marked since any sheet last visited it, and adds each object on the way to its
  /// parent's changed children.
  static func markAncestors(of object: any Stylable, at now: UInt64) {
    var child = object
    var current = object.styleParent
    while let ancestor = current {
      let storage = ancestor.styleStorage
      let childStorage = child.styleStorage
      // Once in the parent's list since the list was last emptied is enough.
      if childStorage.reportedTo !== ancestor
        || childStorage.reportedAt < storage.changedChildrenSince
      {
        storage.changedChildren.append(WeakStylable(object: child))
        childStorage.reportedTo = ancestor
        childStorage.reportedAt = now
      }
      // Marked after its last visit: so are its ancestors, by the mark that marked it or
      // an earlier one. A cycle among parents meets an ancestor marked at `now` here.
      guard storage.descendantsChanged <= storage.lastVisited else { return }
      storage.descendantsChanged = now
      child = ancestor
      current = ancestor.styleParent
    }
  }
}
