/// A text stylesheet's structure, before names mean anything: rules, at-rules and
/// declarations, each with the tokens it spans.
enum SheetItem {
  case rule(QualifiedRule)
  case atRule(AtRule)
}

/// `selector, selector { declarations }`.
struct QualifiedRule {
  /// The selector list's tokens.
  let prelude: Range<Int>
  let declarations: [Declaration]
}

/// `@name prelude;` or `@name prelude { items }`.
struct AtRule {
  let name: String
  /// The `@name` token's index.
  let nameToken: Int
  let prelude: Range<Int>
  /// The block's rules, if it has a block.
  let items: [SheetItem]?
}

/// `name: value`.
struct Declaration {
  let name: String
  /// The name's token index.
  let nameToken: Int
  /// The value's tokens, without `!important`, or surrounding white space.
  let value: Range<Int>
}
