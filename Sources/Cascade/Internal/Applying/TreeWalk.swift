/// The objects of a tree in the order the cascade styles them, each parent before its
/// children, with each object's match and the context to style it in.
///
/// What a walk sees when setters change the tree:
/// - It reads an object's children once, right after styling the object, and matches each
///   child against its ancestors as they were when the walk went down from them: a change
///   a setter makes to an ancestor's classes or state after that counts from the next
///   application.
/// - It styles a child only while the child's parent is still the object that listed it:
///   a child that a setter detaches, or moves to a place the walk has passed, is left for
///   the next application; one moved to a place the walk has yet to reach is styled there.
/// - A child that does not name the object listing it as its parent when the walk reads
///   the object's children is not styled, and is reported in ``parentMismatches``: no
///   setter has moved it, since a move changes the parent's list with the child's link, so
///   the tree's two links disagree, most often a custom ``Stylable`` that forgot to set
///   the child's parent. A child that passes then and is moved before its turn is the
///   setter's doing, and is skipped without a report.
/// - It styles an object at most once and does not go into an object met again. One met
///   again below itself (a cycle among children or parents) is reported in ``cycles``;
///   one listed twice, or moved by a setter to a place the walk reaches later, is not.
///
/// It keeps, for the path from the topmost ancestor to the object it visited last, what
/// each object passes to its children's selectors, so that matching an object reads its
/// parent's state instead of its ancestors.
///
/// Restyling what changed, it passes by an object that is clean for the sheet (see
/// ``StyleClock``): one that reports its changes, has reported none since the sheet's last
/// walk visited it, and sees the same parent's state, traits, theme and sheet as then. It
/// goes below such an object only when a change was reported there; it goes below an
/// object it styles unless that object passes its children what it passed before and
/// nothing changed below it. A child that takes a value from its parent (`inherit`) is
/// never clean after the walk styled the parent, which may have changed that value: the
/// walk goes to every child of such a parent.
struct TreeWalk {
  private let sheet: Stylesheet
  private let context: StyleContext
  /// The walk's tick: a change with a later one counts from the next walk.
  private let tick = StyleClock.tick()
  /// A number no other walk has, marked on each object visited: its tick.
  private var number: Int { Int(truncatingIfNeeded: tick) }
  /// Whether every object is styled, clean or not.
  private let restylesAll: Bool
  /// The number of the context's theme in the sheet's cache.
  private let theme: Int
  /// What each object on the path from the topmost ancestor to the parent of the object
  /// visited last passes to its children: as a parent, after it was styled.
  private var path: [AncestryState] = []
  /// Objects still to visit, each with the parent that listed it (`nil` for the root), its
  /// depth, the traits it inherits, and whether the walk styled that parent.
  private var pending:
    [(object: any Stylable, parent: (any Stylable)?, depth: Int, traits: Int, parentStyled: Bool)] =
      []
  /// The object visited last, whose children are not pending yet, with what the sheet's
  /// last walk saw there.
  private var current:
    (
      object: any Stylable, depth: Int, traits: Int, key: MatchCache.Key, match: CascadeMatch,
      visit: StyleStorage.Visit?
    )?
  /// The distinct traits met so far, each with its context, its number in the cache and
  /// the number of the context from ``ContextNumbers``.
  private var contexts: [(context: StyleContext, number: Int, global: Int)] = []
  /// The key and match looked up last.
  private var lastMatch: (key: MatchCache.Key, match: CascadeMatch)?
  /// How many objects the walk has looked at, styled or passed by.
  private(set) var examined = 0
  /// Each object met again below itself, in the order met.
  private(set) var cycles: [StyleCycle] = []
  /// Each child listed by an object it does not name as its parent, in the order met.
  private(set) var parentMismatches: [StyleParentMismatch] = []

  /// A walk of the tree below `root`, root first, in a context: the root's ancestors are
  /// read and matched at once, for what they pass down.
  init(sheet: Stylesheet, root: any Stylable, context: StyleContext, restylesAll: Bool) {
    self.sheet = sheet
    self.context = context
    self.restylesAll = restylesAll
    let numbers = sheet.cache.numbers(forTheme: context.theme, traits: context.traits)
    theme = numbers.theme
    // The context's own traits first: most roots see them, and need no other lookup.
    contexts = [
      (context, numbers.traits, ContextNumbers.number(theme: context.theme, traits: context.traits))
    ]
    start(at: root)
  }

  /// Reads the root's ancestors onto the path and makes the root the first object pending.
  /// Apart from the initializer, whose calls on a walk it is still making would have it
  /// build the walk aside and copy it out whole.
  ///
  /// A root below other objects is marked as a change below them, after this walk's tick:
  /// what this walk does to the subtree (in another context, or with another version of
  /// the sheet) is then met by the next walk of any sheet from higher up, which would
  /// otherwise pass the subtree by as it last saw it.
  private mutating func start(at root: any Stylable) {
    let (ancestors, cycle) = Stylesheet.ancestors(of: root)
    if let cycle { cycles.append(cycle) }
    if !ancestors.isEmpty { StyleClock.markAncestors(of: root, at: StyleClock.tick()) }
    let traits = index(for: Stylesheet.traits(of: ancestors, default: context.traits))
    for ancestor in ancestors.reversed() {
      ancestor.styleStorage.walk = number
      let subject = StyleSubject(ancestor)
      path.append(match(subject, key: key(for: subject, traits: traits), traits: traits).ancestry)
    }
    pending = [(root, nil, path.count, traits, false)]
  }

  /// The next object, its match, the context with its traits, and that context's number
  /// from ``ContextNumbers``.
  mutating func next() -> (
    object: any Stylable, match: CascadeMatch, context: StyleContext, contextNumber: Int
  )? {
    descendFromCurrent()
    while let (object, parent, depth, inherited, parentStyled) = pending.popLast() {
      guard Self.visits(object, listedBy: parent, walk: number, cycles: &cycles) else { continue }
      trimPath(to: depth)
      examined += 1
      let traits = object.styleTraits.map { index(for: $0) } ?? inherited
      let storage = object.styleStorage
      let visit = storage.visit(of: sheet.name)
      // A value taken from a parent the walk styled may have changed with the parent.
      if let visit, !(parentStyled && storage.inheritsFromParent),
        isClean(storage, visit: visit, traits: traits)
      {
        passBy(object, storage: storage, visit: visit, depth: depth, traits: traits)
        continue
      }
      if !storage.reportsChanges {
        // Nothing will say when it changes: the next walk must come down to it again.
        StyleClock.markAncestors(of: object, at: StyleClock.tick())
      }
      let subject = StyleSubject(object)
      let key = key(for: subject, traits: traits)
      let match = match(subject, key: key, traits: traits)
      current = (object, depth, traits, key, match, visit)
      return (object, match, contexts[traits].context, contexts[traits].global)
    }
    return nil
  }

  /// Whether an object the sheet's last walk saw is clean: nothing a rule reads there has
  /// changed since.
  private func isClean(_ storage: StyleStorage, visit: StyleStorage.Visit, traits: Int) -> Bool {
    !restylesAll && storage.reportsChanges && storage.changed < visit.tick
      && visit.cache == sheet.cache.id && visit.theme == theme
      && visit.parent == (path.last?.number ?? 0) && visit.traits == contexts[traits].number
      // Styled since in another context, by another sheet: its values are that context's.
      && storage.styledContext == contexts[traits].global
      // A leaf then that has children now is styled again, which works out what it passes.
      && (visit.passed != nil || storage.descendantsChanged < visit.tick)
  }

  /// Passes a clean object by, going below it only when a change was reported there.
  private mutating func passBy(
    _ object: any Stylable, storage: StyleStorage, visit: StyleStorage.Visit, depth: Int,
    traits: Int
  ) {
    let changedBelow = storage.descendantsChanged > visit.tick
    storage.touchVisit(at: tick, of: sheet.name)
    // A clean object changed below has passed something: see `isClean`.
    guard changedBelow, let passed = visit.passed else { return }
    path.append(passed)
    pushChangedChildren(
      of: object, storage: storage, since: visit.tick, depth: depth, traits: traits,
      styled: false)
  }

  /// Puts the children that reported a change since `since` among the pending objects: the
  /// object's list of them when it covers that time, else every child.
  private mutating func pushChangedChildren(
    of object: any Stylable, storage: StyleStorage, since: UInt64, depth: Int, traits: Int,
    styled: Bool
  ) {
    // Another sheet's walk emptied the list after this sheet's last visit: it lacks what
    // that walk took from it.
    guard storage.changedChildrenSince <= since else {
      return pushChildren(
        object.styleChildren, of: object, depth: depth, traits: traits, styled: styled)
    }
    let changed = storage.changedChildren
    storage.changedChildren = []
    storage.changedChildrenSince = tick
    for child in changed.reversed() {
      // A child that has gone, or moved to another parent, is styled there, if anywhere.
      guard let child = child.object, child.styleParent === object else { continue }
      pending.append((child, object, depth + 1, traits, styled))
    }
  }

  /// Puts an object's children, as they are now, among the pending objects; `styled` says
  /// whether the walk styled the object.
  private mutating func pushChildren(
    _ children: [any Stylable], of object: any Stylable, depth: Int, traits: Int, styled: Bool
  ) {
    let storage = object.styleStorage
    storage.changedChildren = []
    storage.changedChildrenSince = tick
    for child in children.reversed()
    where Self.names(object, asParentOf: child, mismatches: &parentMismatches) {
      pending.append((child, object, depth + 1, traits, styled))
    }
  }

  /// Puts the object visited last on the path, under the number of its match as it is now,
  /// and its children, as they are now, among the pending objects.
  private mutating func descendFromCurrent() {
    // Taken, not copied and then cleared: a copy retains each of its references, and
    // clearing releases them again.
    guard let (object, depth, traits, key, match, visit) = current.take() else { return }
    trimPath(to: depth)
    let storage = object.styleStorage
    let children = object.styleChildren
    // A leaf passes nothing: what it would pass is worked out when it has children to
    // pass it to, and until then it is styled again whenever a change is reported below it.
    let passed: AncestryState? =
      children.isEmpty ? nil : passedState(of: object, key: key, match: match, traits: traits)
    var next = StyleStorage.Visit(
      tick: tick, cache: sheet.cache.id, theme: theme, parent: path.last?.number ?? 0,
      traits: contexts[traits].number, passed: passed)
    #if DEBUG
      next.seen = (object.styleClasses, object.styleState)
    #endif
    storage.setVisit(next, of: sheet.name)
    guard let passed else {
      if !storage.changedChildren.isEmpty { storage.changedChildren = [] }
      storage.changedChildrenSince = tick
      return
    }
    path.append(passed)
    // Its children see what they saw, unless it passes them something new, the walk
    // restyles everything, or a child takes a value from it; then only the children that
    // reported a change need a look.
    let childrenSeeTheSame =
      !restylesAll && storage.reportsChanges && !storage.hasInheritingChildren
      && visit.map {
        $0.cache == next.cache && $0.theme == theme && $0.passed === passed
          && $0.traits == next.traits
      } ?? false
    if !childrenSeeTheSame {
      pushChildren(children, of: object, depth: depth, traits: traits, styled: true)
    } else if let visit, storage.descendantsChanged > visit.tick {
      pushChangedChildren(
        of: object, storage: storage, since: visit.tick, depth: depth, traits: traits,
        styled: true)
    }
  }

  /// What a styled object passes to its children's selectors. Styling may have changed its
  /// classes or state, which they read: then it takes part in their keys under the match
  /// of its new key.
  private mutating func passedState(
    of object: any Stylable, key: MatchCache.Key, match: CascadeMatch, traits: Int
  ) -> AncestryState {
    let subject = StyleSubject(object)
    let styledKey = self.key(for: subject, traits: traits)
    return styledKey == key
      ? match.ancestry : self.match(subject, key: styledKey, traits: traits).ancestry
  }

  /// Leaves the first `depth` ancestors on the path. Most objects are met at the depth the
  /// path has, and then nothing is done; a range up to the end, `depth...`, would go
  /// through unspecialized generic code on every call.
  private mutating func trimPath(to depth: Int) {
    guard path.count > depth else { return }
    path.removeSubrange(depth..<path.count)
  }

  /// The cache key of an object whose ancestors are the path.
  private func key(for subject: StyleSubject, traits: Int) -> MatchCache.Key {
    MatchCache.Key(subject, parent: path.last?.number ?? 0, traits: contexts[traits].number)
  }

  /// The match of an object whose ancestors are the path. The last one is kept: siblings
  /// most often share a key, and comparing it with the last costs less than the cache's
  /// lock and hash. The cache gives one match per key, so this gives what it would.
  private mutating func match(
    _ subject: StyleSubject, key: MatchCache.Key, traits: Int
  ) -> CascadeMatch {
    if let last = lastMatch, last.key == key { return last.match }
    let match = sheet.match(
      for: subject, key: key, below: path.last ?? .root, traits: contexts[traits].context.traits)
    lastMatch = (key, match)
    return match
  }

  /// The index in `contexts` of some traits, added on first sight.
  private mutating func index(for traits: Traits) -> Int {
    // A walk meets a handful of distinct traits, most often one: compared in turn, they
    // cost less than a dictionary's allocation and hashing.
    if let index = contexts.firstIndex(where: { $0.context.traits == traits }) { return index }
    var context = self.context
    context.traits = traits
    contexts.append(
      (
        context, sheet.cache.number(for: traits),
        ContextNumbers.number(theme: context.theme, traits: traits)
      ))
    return contexts.count - 1
  }
}
