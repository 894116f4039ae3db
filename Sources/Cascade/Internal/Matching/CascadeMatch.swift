/// The cascade's outcome for every object with the same ancestry, classes, state, type and
/// traits: the rules that match and the entry that wins each property.
final class CascadeMatch: Sendable {
  /// What the match's objects pass to their children's selectors; a child's cache key
  /// holds its number.
  let ancestry: AncestryState
  let rules: [LayeredRule]
  /// The traits the match's objects see, in which its adaptive blocks make their entries.
  let traits: Traits
  let winners: [Winner]
  /// The winners that write (see ``Winner/written(_:)``), worked out once for every object
  /// of the match rather than on each styling: the same array as `winners` when no winner
  /// is an original.
  let written: [Winner]
  /// Whether a winner's value is the parent's: the match's objects are styled again
  /// whenever their parent is.
  let inherits: Bool

  /// Creates the match of an object, whose key every object of the match shares.
  init(ancestry: AncestryState, rules: [LayeredRule], traits: Traits, winners: [Winner]) {
    self.ancestry = ancestry
    self.rules = rules
    self.traits = traits
    self.winners = winners
    self.written = Winner.written(winners)
    self.inherits = Winner.inherits(written)
  }

  /// The winners that write for one of the match's objects, given its inline style.
  func written(inline: [CascadeEntry], for object: any Stylable) -> [Winner] {
    guard !inline.isEmpty else { return written }
    return Winner.written(winners(inline: inline, for: object))
  }

  /// The winners for one of the match's objects, given its inline style.
  func winners(inline: [CascadeEntry], for object: any Stylable) -> [Winner] {
    guard !inline.isEmpty else { return winners }
    // The last entry for each property is the last of the rules' winners and the inline
    // entries: the rules' overridden entries, and their adaptive blocks, need no second look.
    return Winner.latest(
      winners + Winner.candidates(of: [], inline: inline, for: object, traits: traits))
  }
}
