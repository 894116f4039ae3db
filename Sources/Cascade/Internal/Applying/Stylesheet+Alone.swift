/// Where a stylesheet styled one object on its own: what the object passes to the selectors
/// of the objects styled below it, so that styling each of those reads its parent's place
/// instead of walking its ancestors again.
package struct StyledPlace: Sendable {
  let ancestry: AncestryState

  /// The place above a root, which matches no ancestry selector.
  package static let root = StyledPlace(ancestry: .root)
}

extension Stylesheet {
  /// Styles one object as the walk of ``apply(to:in:restyling:)`` styles it, below a parent this
  /// sheet styled at `parent`: the same match, from the same cache, and the same writes;
  /// its children are not styled.
  ///
  /// For a caller that meets a tree one object at a time, parents first, and keeps each
  /// object's place for its children: the object's own ``Stylable/styleParent`` and
  /// ``Stylable/styleTraits`` are not read for matching, `parent` and `context.traits` stand
  /// for them. A value the parent gives (a text sheet's `inherit`) is still read from the
  /// object's ``Stylable/styleParent``, which the caller sets to the parent it styled.
  ///
  /// - Parameters:
  ///   - object: The object to style.
  ///   - parent: Its parent's place, or ``StyledPlace/root``.
  ///   - context: The theme, and the traits the object sees.
  /// - Returns: The object's place, for its children, and each token that had no value,
  ///   which ``StyleDiagnostics`` receives too: the caller cannot throw.
  /// - Complexity: O(*p*) for *p* properties set, after the first styling of each distinct
  ///   combination of type, classes, state, parent's place and traits; never more than the
  ///   sheet's compounds, whatever the object's depth.
  package func applyAlone(
    to object: any Stylable, below parent: StyledPlace, in context: StyleContext
  ) -> (place: StyledPlace, missingTokens: [MissingToken]) {
    let subject = StyleSubject(object)
    let key = MatchCache.Key(
      subject, parent: parent.ancestry.number, traits: cache.number(for: context.traits))
    let match = match(for: subject, key: key, below: parent.ancestry, traits: context.traits)
    let missingTokens = withUnsafePointer(to: context) { context in
      style(object, match: match, context: context)
    }
    if !missingTokens.isEmpty { StyleDiagnostics.report(missingTokens) }
    WorkCounter.record(1)
    return (StyledPlace(ancestry: match.ancestry), missingTokens)
  }
}

extension StyleStorage {
  /// The whole properties the cascade has set on the object, each once, as setters name
  /// them: `layoutMargins` for a setter of `layoutMargins.top`, `titleColors` for a
  /// per-state title color.
  package var appliedPropertyGroups: Set<String> { Set(applied.map(\.entry.group.name)) }
}

extension Stylesheet {
  /// Equal for copies of one sheet, and different for sheets made apart, while the sheet
  /// lives: a version of a sheet, for caches of what it resolves.
  package var identity: ObjectIdentifier { ObjectIdentifier(cache) }
}
