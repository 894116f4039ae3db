/// What one sheet does to one object: the rules that matched it at the sheet's latest
/// application to it, in cascade order, and the context they matched in, whose traits
/// choose each block of the traits' branch (values resolve in the latest application's
/// theme, whichever sheet made it).
struct Part: Sendable {
  /// A matched rule.
  struct MatchedRule: Sendable {
    let id: RuleID
    let spec: RuleSpec
  }

  /// The sheet's name: a sheet applied again under the same name replaces its part.
  let sheet: String
  let rules: [MatchedRule]
  let context: ModelContext
}
