/// What random cases may use, so that a run can keep to the part of the cascade an engine
/// already gets right, or look at one part alone.
///
/// ```swift
/// let simple = Differential(features: .simple)
/// let noAdaptive = Differential(features: Features.all.subtracting(.adaptiveStyles))
/// ```
public struct Features: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt32

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Setters of `margins` and of `margins.top`, which overlap.
  public static let overlappingSetters = Features(rawValue: 1 << 0)
  /// `Style.adaptive` blocks, which set properties by the traits.
  public static let adaptiveStyles = Features(rawValue: 1 << 1)
  /// Styles nested in style blocks, whose setters a later one overrides.
  public static let nestedStyles = Features(rawValue: 1 << 2)
  /// Colors from theme tokens, and theme switches.
  public static let tokens = Features(rawValue: 1 << 3)
  /// Per-state titles, written by custom setters.
  public static let customSetters = Features(rawValue: 1 << 4)
  /// Styles for `Tag` in rules whose selector is for `Box` or any type.
  public static let narrowStyles = Features(rawValue: 1 << 5)
  /// Selectors that require a direct parent or some ancestor.
  public static let ancestry = Features(rawValue: 1 << 6)
  /// Selectors with trait conditions, and changes of the context's traits.
  public static let conditions = Features(rawValue: 1 << 7)
  /// Objects with traits of their own, which their subtree sees.
  public static let objectTraits = Features(rawValue: 1 << 8)
  /// Inline styles, set and cleared.
  public static let inlineStyles = Features(rawValue: 1 << 9)
  /// Objects moved, removed and added.
  public static let structure = Features(rawValue: 1 << 10)
  /// Sheets applied to a subtree rather than to the root.
  public static let subtrees = Features(rawValue: 1 << 11)
  /// New versions of a sheet: the same name, other rules.
  public static let newVersions = Features(rawValue: 1 << 12)
  /// Several sheets, of different names, applied to the same objects.
  public static let severalSheets = Features(rawValue: 1 << 13)
  /// Sheets made with `Stylesheet.layered`.
  public static let layeredSheets = Features(rawValue: 1 << 14)
  /// Comparing each property's source in `Stylesheet.explanation(for:in:)`.
  public static let explanations = Features(rawValue: 1 << 15)
  /// `Stylesheet.remove(from:in:)`, which takes a sheet's part off a subtree.
  public static let sheetRemoval = Features(rawValue: 1 << 16)
  /// Sheets applied, to the root or a subtree, in another theme and traits than the
  /// world's: the next application from the root must style them again.
  public static let otherContexts = Features(rawValue: 1 << 17)
  /// Custom setters that read the object (a label made from the color), which must see the
  /// same on a restyle as on the first styling.
  public static let readingSetters = Features(rawValue: 1 << 18)

  /// Comparing the engine with the same applications made from scratch on a fresh copy of
  /// the world, after a first stretch of a case that only applies and removes sheets (to
  /// subtrees, in other contexts, other sheets and versions).
  public static let freshCopies = Features(rawValue: 1 << 19)

  /// Setters of a property's original (CSS's `initial`), whose winner writes nothing.
  public static let originals = Features(rawValue: 1 << 20)

  /// Setters of the parent's value (CSS's `inherit`), which follow the parent.
  public static let inheritance = Features(rawValue: 1 << 21)

  /// Everything.
  public static var all: Features { Features(rawValue: (1 << 22) - 1) }

  /// One sheet, no overlapping setters and no adaptive blocks: the part of the cascade that
  /// an engine which keeps one winner per property, for one sheet at a time, gets right.
  public static var simple: Features {
    all.subtracting([
      .overlappingSetters, .adaptiveStyles, .severalSheets, .sheetRemoval,
    ])
  }
}
