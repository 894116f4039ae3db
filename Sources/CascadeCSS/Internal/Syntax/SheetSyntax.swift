/// A text stylesheet's structure, before names mean anything: rules, at-rules and
/// declarations, each with the tokens it spans, as CSS Syntax Level 3 reads them.
enum SheetItem {
  case rule(QualifiedRule)
  case atRule(AtRule)
  /// A declaration, in a style rule's block or in a group rule nested in one.
  case declaration(Declaration)
}

/// `selector, selector { declarations and nested rules }`.
struct QualifiedRule {
  /// The selector list's tokens.
  let prelude: Range<Int>
  /// What the block holds, in order: declarations, and the rules and at-rules nested in it.
  let items: [SheetItem]
}

/// `@name prelude;` or `@name prelude { items }`.
struct AtRule {
  let name: String
  /// The `@name` token's index.
  let nameToken: Int
  let prelude: Range<Int>
  /// What the block holds, if it has one: rules, or, for a group rule nested in a style
  /// rule, declarations and rules. Empty for the block of an at-rule the language does not
  /// read, which is skipped.
  let items: [SheetItem]?
  /// Whether the at-rule stands in a style rule's block, where its block holds declarations.
  let isNested: Bool
}

/// `name: value`.
struct Declaration {
  let name: String
  /// The name's token index.
  let nameToken: Int
  /// The value's tokens, without `!important`, or surrounding white space.
  let value: Range<Int>
}
