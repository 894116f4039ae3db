extension TreeWalk {
  /// Whether walk number `walk` visits an object that `parent` lists (`nil` for the root),
  /// and marks it visited: not when the object has moved from `parent`, nor when the walk
  /// met it before, which is a cycle when the object is met below itself.
  static func visits(
    _ object: any Stylable, listedBy parent: (any Stylable)?, walk: Int,
    cycles: inout [StyleCycle]
  ) -> Bool {
    guard parent == nil || object.styleParent === parent else { return false }
    let storage = object.styleStorage
    guard storage.walk != walk else {
      if let parent, Stylesheet.isAncestor(object, of: parent) {
        cycles.append(StyleCycle(object: object, reachedFrom: parent))
      }
      return false
    }
    storage.walk = walk
    return true
  }

  /// Whether a child that `parent` lists names it as its parent, as the walk reads the
  /// parent's children; a child that does not is added to `mismatches`.
  static func names(
    _ parent: any Stylable, asParentOf child: any Stylable,
    mismatches: inout [StyleParentMismatch]
  ) -> Bool {
    guard child.styleParent !== parent else { return true }
    mismatches.append(StyleParentMismatch(child: child, listedBy: parent))
    return false
  }

  /// A number no other walk in this process has: a tick of the clock every walk's number
  /// comes from.
  static func nextNumber() -> Int {
    Int(truncatingIfNeeded: StyleClock.tick())
  }
}
