/// The matches a stylesheet has worked out, remembered per everything matching depends on.
///
/// An object's key holds the number of its parent's ``AncestryState`` instead of its
/// ancestors, so a lookup hashes one object however deep it sits: equal numbers mean
/// ancestries that every selector of the sheet sees alike.
final class MatchCache: Sendable {
  struct Key: Hashable {
    /// The number of the parent's ancestry state, 0 for an object without a parent.
    let parent: Int
    let type: ObjectIdentifier
    let classes: Set<String>
    let state: StyleState
    /// The number of the object's traits, from ``MatchCache/number(for:)``.
    let traits: Int

    init(_ subject: StyleSubject, parent: Int, traits: Int) {
      self.parent = parent
      type = ObjectIdentifier(Swift.type(of: subject.object))
      classes = subject.classes
      state = subject.state
      self.traits = traits
    }

    // Written out for the common object of one class or none: a set's own hash finishes a
    // hasher of its own for every member, and its `==` hashes each member again. This
    // hashes a lone class into the key's hasher and compares it directly.

    func hash(into hasher: inout Hasher) {
      hasher.combine(parent)
      hasher.combine(type)
      hasher.combine(state.rawValue)
      hasher.combine(traits)
      if classes.count == 1, let only = classes.first {
        hasher.combine(only)
      } else {
        hasher.combine(classes)
      }
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      guard
        lhs.parent == rhs.parent, lhs.type == rhs.type, lhs.state == rhs.state,
        lhs.traits == rhs.traits, lhs.classes.count == rhs.classes.count
      else { return false }
      if lhs.classes.count == 1 { return lhs.classes.first == rhs.classes.first }
      return lhs.classes == rhs.classes
    }
  }

  private struct Entries {
    var matches: [Key: CascadeMatch] = [:]
    var traits: [Traits: Int] = [:]
    /// The themes met most recently, newest last, each with its number.
    var themes: [(theme: Theme, number: Int)] = []
    /// The last walk's theme and traits, with their numbers: the next walk most often has
    /// the same, and finds them without hashing.
    var lastSetUp: (theme: Theme, traits: Traits, numbers: (theme: Int, traits: Int))?
    var states: [AncestryState.Bits: AncestryState] = [:]
    /// The next number for a match or traits. Numbers are never reused, not even after
    /// the cache is emptied, because a walk in progress still holds the numbers it met.
    var nextNumber = 1

    mutating func takeNumber() -> Int {
      defer { nextNumber += 1 }
      return nextNumber
    }

    mutating func number(for traits: Traits) -> Int {
      if let number = self.traits[traits] { return number }
      if self.traits.count >= MatchCache.capacity { self.traits.removeAll() }
      let number = takeNumber()
      self.traits[traits] = number
      return number
    }

    /// A number for a theme, equal for the same theme or a copy of it. A theme made again,
    /// such as a token file read again, gets a new number, so every object is styled
    /// again under it.
    ///
    /// - Complexity: O(*t*) for *t* tokens set, against each of the few themes kept.
    mutating func number(forTheme theme: Theme) -> Int {
      if let index = themes.firstIndex(where: { $0.theme.isSame(as: theme) }) {
        return themes[index].number
      }
      if themes.count >= MatchCache.themeCapacity { themes.removeFirst() }
      let number = takeNumber()
      themes.append((theme, number))
      return number
    }

    /// The state of some bits, numbered on first sight.
    mutating func state(_ bits: AncestryState.Bits) -> AncestryState {
      if let state = states[bits] { return state }
      if states.count >= MatchCache.capacity { states.removeAll() }
      let state = AncestryState(number: takeNumber(), bits: bits)
      states[bits] = state
      return state
    }
  }

  /// The most matches, the most distinct traits and the most ancestry states kept: a tree
  /// whose classes keep changing meets new combinations without end, and each costs a few
  /// hundred bytes. When any is full, it starts over.
  static let capacity = 10_000

  private let entries = Lock(Entries())

  /// A number no other cache in the process has, so that a visit's numbers are read only
  /// against the cache that gave them.
  let id = MatchCache.nextID()

  private static let ids = Lock(0)

  private static func nextID() -> Int {
    ids.withLock { count in
      count += 1
      return count
    }
  }

  /// The most themes numbered at once: an app switches among a handful.
  static let themeCapacity = 8

  /// A number for traits, equal for equal traits.
  func number(for traits: Traits) -> Int {
    entries.withLock { $0.number(for: traits) }
  }

  /// The numbers of a walk's theme and traits, under one lock: equal for the same theme or
  /// a copy of it, and for equal traits. The last walk's come back, when it had the same
  /// theme and traits, without hashing the traits.
  func numbers(forTheme theme: Theme, traits: Traits) -> (theme: Int, traits: Int) {
    entries.withLock { entries in
      if let last = entries.lastSetUp, last.traits.isSame(as: traits),
        last.theme.isSame(as: theme)
      {
        return last.numbers
      }
      let numbers = (entries.number(forTheme: theme), entries.number(for: traits))
      entries.lastSetUp = (theme, traits, numbers)
      return numbers
    }
  }

  func match(for key: Key) -> CascadeMatch? { entries.withLock { $0.matches[key] } }

  /// Remembers the rules that match for a key, and the state the key's objects pass to
  /// their children, unless another thread got there first.
  func store(
    _ rules: [LayeredRule], ancestry: AncestryState.Bits?, for key: Key, object: any Stylable,
    traits: Traits
  ) -> CascadeMatch {
    // Outside the lock: an adaptive block runs code of the app's, which may use this sheet.
    let winners = Winner.winners(of: rules, inline: [], for: object, traits: traits)
    return entries.withLock { entries in
      if let match = entries.matches[key] { return match }
      if entries.matches.count >= Self.capacity {
        entries.matches.removeAll(keepingCapacity: true)
      }
      let match = CascadeMatch(
        ancestry: ancestry.map { entries.state($0) } ?? .root, rules: rules, traits: traits,
        winners: winners)
      entries.matches[key] = match
      return match
    }
  }
}
