/// Builds a ``Style`` from a block of setters, styles and control flow.
///
/// A block accepts ``Setter``s (key-path and custom), ``Style``s for the same root, and
/// arrays of setters, with `if`, `if let`, `if`/`else`, `switch`, `for`-`in` and
/// `if #available`:
///
/// ```swift
/// let base = Style<Label> { Setter(\.textColor, .gray) }
/// let maximumLines: Int? = 2
/// let (sizeClass, level) = (SizeClass.compact, 0)
/// let card = Style<Label> {
///   base                                       // a nested style
///   Setter(\.numberOfLines, 0)
///   if let maximumLines { Setter(\.numberOfLines, maximumLines) }
///   switch sizeClass {
///   case .compact: Setter(\.font, .footnote)
///   case .regular: Setter(\.font, .title3)
///   }
///   for (index, alpha) in [1.0, 0.9].enumerated() where index == level {
///     Setter(\.alpha, alpha)
///   }
/// }
/// ```
///
/// Every statement comes in through one ``StyleConvertible`` overload and becomes the one
/// component type, an array of ``AnySetter``s; the final result resolves overrides once.
/// The overload set is kept this small on purpose: it keeps type-checking fast and the
/// diagnostics pointed at the property, not at the builder.
@resultBuilder
public enum StyleBuilder<Root> {
  /// The one component type every expression and block becomes.
  public typealias Component = [AnySetter<Root>]

  /// Lifts a statement into a block: a setter, a nested style, or an array of setters.
  @inlinable
  public static func buildExpression(_ content: some StyleConvertible<Root>) -> Component {
    content.style.setters
  }

  /// Joins the statements of a block, in order.
  @inlinable
  public static func buildBlock(_ components: Component...) -> Component {
    joined(components)
  }

  /// Supports `if` and `if let` without `else`.
  @inlinable
  public static func buildOptional(_ component: Component?) -> Component {
    component ?? []
  }

  /// Supports the first branch of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(first component: Component) -> Component {
    component
  }

  /// Supports the second branch of `if`/`else` and `switch`.
  @inlinable
  public static func buildEither(second component: Component) -> Component {
    component
  }

  /// Supports `for`-`in` loops.
  @inlinable
  public static func buildArray(_ components: [Component]) -> Component {
    joined(components)
  }

  /// The components one after another, in one allocation.
  @inlinable
  static func joined(_ components: [Component]) -> Component {
    if components.count == 1 { return components[0] }
    var setters = Component()
    setters.reserveCapacity(components.reduce(0) { $0 + $1.count })
    for component in components { setters.append(contentsOf: component) }
    return setters
  }

  /// Supports `if #available`.
  @inlinable
  public static func buildLimitedAvailability(_ component: Component) -> Component {
    component
  }

  /// Resolves overrides once, for the whole block.
  @inlinable
  public static func buildFinalResult(_ component: Component) -> Style<Root> {
    Style(overriding: component)
  }
}
