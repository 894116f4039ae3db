extension SimpleSelectorSpec: CustomStringConvertible {
  /// The compound as CSS writes one, `Tag.a.b:highlighted`, `*` when it requires nothing of
  /// the type, with a condition after it: `Tag.a when dark`.
  var description: String { compound + conditionSuffix }

  /// The compound without its condition.
  var compound: String {
    (type?.description ?? "*") + classes.sorted().map { ".\($0)" }.joined()
      + states.map { ":\($0)" }.sorted().joined()
  }

  /// ` when dark`, or nothing.
  var conditionSuffix: String {
    condition.map { " when \($0)" } ?? ""
  }
}

extension SelectorSpec: CustomStringConvertible {
  /// The selector as CSS writes it, `A B > C D`. A compound that requires both a parent and
  /// an ancestor, which CSS cannot write, takes its ancestor's selector as a suffix:
  /// `Box > Tag.a:inside(Box.b)` is a `Tag.a` whose parent is a `Box` and which is inside
  /// a `Box.b`, that parent or another.
  var description: String {
    switch (parent, ancestor) {
    case (nil, nil): "\(own)"
    case (let parent?, nil): "\(parent) > \(own)"
    case (nil, let ancestor?): "\(ancestor) \(own)"
    case (let parent?, let ancestor?):
      "\(parent) > \(own.compound):inside(\(ancestor))\(own.conditionSuffix)"
    }
  }
}
