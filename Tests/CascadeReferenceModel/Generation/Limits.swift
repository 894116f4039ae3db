/// How large random cases grow.
///
/// ```swift
/// let small = Differential(limits: Limits(objects: 4, rules: 3, steps: 5))
/// ```
public struct Limits: Hashable, Sendable {
  /// The most objects in a new world.
  public var objects: Int
  /// The most rules in a sheet's layer.
  public var rules: Int
  /// The most mutations after the first application.
  public var steps: Int
  /// The most requirements on a parent or an ancestor in a selector, at every level:
  /// `A B > C D` has 3.
  public var selectorSteps: Int

  /// Creates limits.
  ///
  /// - Parameters:
  ///   - objects: The most objects in a new world; at least 1.
  ///   - rules: The most rules in a sheet's layer; at least 1.
  ///   - steps: The most mutations after the first application.
  ///   - selectorSteps: The most requirements on a parent or an ancestor in a selector;
  ///     by default 2, a parent and an ancestor.
  public init(objects: Int, rules: Int, steps: Int, selectorSteps: Int = 2) {
    self.objects = max(objects, 1)
    self.rules = max(rules, 1)
    self.steps = max(steps, 0)
    self.selectorSteps = max(selectorSteps, 0)
  }

  /// Cases large enough to meet most interactions, small enough to read when one fails.
  public static let standard = Limits(objects: 10, rules: 8, steps: 12, selectorSteps: 4)
}
