/// The entry that sets a property of an object, and the rule it came from (`nil` for the
/// object's inline style).
struct Winner: Sendable {
  let entry: CascadeEntry
  let rule: Rule?

  /// The winning entry for each property of an object, in the order they apply: rules in
  /// cascade order, then the object's inline style, each winner at the place of the last
  /// entry for its property, as ``Style/compose(_:)-(Style<Root>...)`` keeps it. Writing
  /// them in turn leaves what writing every entry in turn would: a later whole value
  /// replaces an earlier part of it, and a later part goes into an earlier whole.
  ///
  /// An entry that cannot write into the object, from a rule whose style is for a narrower
  /// type than its selector, does not take part: it would win a property and set nothing.
  /// An adaptive block takes part as the entries it makes for `traits`.
  ///
  /// - Complexity: O(*n*) expected, for *n* entries.
  static func winners(
    of rules: [LayeredRule], inline: [CascadeEntry], for object: any Stylable, traits: Traits
  ) -> [Winner] {
    latest(candidates(of: rules, inline: inline, for: object, traits: traits))
  }

  /// Every entry that writes into the object, in the order they apply, overridden or not.
  static func candidates(
    of rules: [LayeredRule], inline: [CascadeEntry], for object: any Stylable, traits: Traits
  ) -> [Winner] {
    var all: [Winner] = []
    for matched in rules {
      for entry in matched.rule.entries {
        append(entry, from: matched.rule, for: object, traits: traits, to: &all)
      }
    }
    for entry in inline { append(entry, from: nil, for: object, traits: traits, to: &all) }
    return all
  }

  private static func append(
    _ entry: CascadeEntry, from rule: Rule?, for object: any Stylable, traits: Traits,
    to winners: inout [Winner]
  ) {
    if let expand = entry.expand {
      for inner in expand(traits) {
        append(inner, from: rule, for: object, traits: traits, to: &winners)
      }
    } else if entry.accepts(object) {
      winners.append(Winner(entry: entry, rule: rule))
    }
  }

  /// The winners that write: all but those whose value is the property's original. Such a
  /// winner's property is then one that no winner sets, which the styling puts back to its
  /// original, or leaves at it. Left until the last step, since a later sheet's original
  /// overrides an earlier sheet's value.
  ///
  /// - Complexity: O(*n*); no copy when no winner is an original.
  static func written(_ winners: [Winner]) -> [Winner] {
    guard winners.contains(where: \.entry.restoresOriginal) else { return winners }
    return winners.filter { !$0.entry.restoresOriginal }
  }

  /// Whether a winner's value is the parent's, which the styling writes with the parent in
  /// its context.
  ///
  /// - Complexity: O(*n*).
  static func inherits(_ winners: [Winner]) -> Bool {
    winners.contains(where: \.entry.inheritsFromParent)
  }

  /// The winners that write into an object whose parent is `parent`: all but those whose
  /// value is the parent's where the parent gives none (there is none, it has no such
  /// property, or its value is not of the property's type). Such a winner's property is one
  /// that no winner sets, as for an original: `inherit` with nothing to inherit is
  /// `initial`.
  ///
  /// - Complexity: O(*n*), reading the parent once for each winner whose value is its.
  static func given(_ winners: [Winner], by parent: StyleParent?) -> [Winner] {
    winners.filter { winner in
      !winner.entry.inheritsFromParent || winner.entry.isGivenValue(by: parent?.object)
    }
  }

  /// The last winner for each property, each at its own place.
  ///
  /// - Complexity: O(*n*) expected.
  static func latest(_ winners: [Winner]) -> [Winner] {
    // A linear search for the handful of properties an object usually has, where a set's
    // allocation and hashing cost more.
    guard winners.count > 16 else {
      var latest: [Winner] = []
      for (index, winner) in winners.enumerated()
      where !winners[(index + 1)...].contains(where: { $0.entry.id == winner.entry.id }) {
        latest.append(winner)
      }
      return latest
    }
    var seen = Set<Int>(minimumCapacity: winners.count)
    var latest: [Winner] = []
    for winner in winners.reversed() where seen.insert(winner.entry.id).inserted {
      latest.append(winner)
    }
    return latest.reversed()
  }
}
