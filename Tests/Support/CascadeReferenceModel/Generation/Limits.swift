/// How large random cases grow.
///
/// ```swift
/// let small = Differential(limits: Limits(objects: 4, rules: 3, steps: 5))
/// ```
public struct Limits: Hashable, Sendable {
  /// The most objects in a new bushy world, and the most branches off a deep world's chain.
  public var objects: Int
  /// The most rules in a sheet's layer.
  public var rules: Int
  /// The most mutations after the first application.
  public var steps: Int
  /// The most requirements on a parent or an ancestor in a selector, at every level:
  /// `A B > C D` has 3.
  public var selectorSteps: Int
  /// The longest chain of objects, each under the one before, in a deep world.
  public var depth: Int
  /// How rare deep worlds are: one new world in this many is deep; 0 for none.
  public var deepWorldsOneIn: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - objects: The most objects in a new bushy world, and the most branches off a deep
  ///     world's chain; at least 1.
  ///   - rules: The most rules in a sheet's layer; at least 1.
  ///   - steps: The most mutations after the first application.
  ///   - selectorSteps: The most requirements on a parent or an ancestor in a selector;
  ///     by default 2, a parent and an ancestor.
  ///   - depth: The longest chain of a deep world; at least 2 for there to be any.
  ///   - deepWorldsOneIn: One new world in this many is deep; by default 0, none.
  public init(
    objects: Int, rules: Int, steps: Int, selectorSteps: Int = 2, depth: Int = 0,
    deepWorldsOneIn: Int = 0
  ) {
    self.objects = max(objects, 1)
    self.rules = max(rules, 1)
    self.steps = max(steps, 0)
    self.selectorSteps = max(selectorSteps, 0)
    self.depth = max(depth, 0)
    self.deepWorldsOneIn = max(deepWorldsOneIn, 0)
  }

  /// Whether some new worlds are deep.
  var makesDeepWorlds: Bool { depth >= 2 && deepWorldsOneIn > 0 }

  /// Cases large enough to meet most interactions, small enough to read when one fails.
  /// Deep worlds are few: every object of a world is compared after every step, so a deep
  /// case costs several bushy ones.
  public static let standard = Limits(
    objects: 10, rules: 8, steps: 12, selectorSteps: 4, depth: 40, deepWorldsOneIn: 16)

  /// Long selectors on deep chains, which a matcher that tries every way down an ancestry
  /// takes time exponential in the selector's steps to match.
  public static let deep = Limits(
    objects: 10, rules: 8, steps: 12, selectorSteps: 12, depth: 64, deepWorldsOneIn: 2)
}
