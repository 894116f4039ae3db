extension Font {
  /// The stroke weight of a ``Font``, from ultra light to black.
  ///
  /// Mirrors `UIFont.Weight`. Weights compare from lightest to heaviest.
  ///
  /// ```swift
  /// let emphasis = Font.body.weight(.semibold)
  /// Font.Weight.bold > .regular  // true
  /// ```
  public enum Weight: Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// The lightest weight. Mirrors `UIFont.Weight.ultraLight`.
    ///
    /// ```swift
    /// Font.system(size: 34, weight: .ultraLight)
    /// ```
    case ultraLight

    /// Lighter than light, heavier than ultra light. Mirrors `UIFont.Weight.thin`.
    ///
    /// ```swift
    /// Font.system(size: 34, weight: .thin)
    /// ```
    case thin

    /// Lighter than regular. Mirrors `UIFont.Weight.light`.
    ///
    /// ```swift
    /// Font.system(size: 20, weight: .light)
    /// ```
    case light

    /// The default weight. Mirrors `UIFont.Weight.regular`.
    ///
    /// ```swift
    /// Font.system(size: 17).weight == .regular  // true
    /// ```
    case regular

    /// Slightly heavier than regular. Mirrors `UIFont.Weight.medium`.
    ///
    /// ```swift
    /// Font.system(size: 15, weight: .medium)
    /// ```
    case medium

    /// The weight of ``Font/headline``. Mirrors `UIFont.Weight.semibold`.
    ///
    /// ```swift
    /// Font.headline.weight == .semibold  // true
    /// ```
    case semibold

    /// Bold, heavier than semibold. Mirrors `UIFont.Weight.bold`.
    ///
    /// ```swift
    /// Font.title.weight(.bold)
    /// ```
    case bold

    /// Heavier than bold, lighter than black. Mirrors `UIFont.Weight.heavy`.
    ///
    /// ```swift
    /// Font.system(size: 28, weight: .heavy)
    /// ```
    case heavy

    /// The heaviest weight. Mirrors `UIFont.Weight.black`.
    ///
    /// ```swift
    /// Font.system(size: 40, weight: .black)
    /// ```
    case black

    /// The case name, as written in Swift.
    ///
    /// ```swift
    /// Font.Weight.semibold.description  // "semibold"
    /// ```
    public var description: String {
      switch self {
      case .ultraLight: "ultraLight"
      case .thin: "thin"
      case .light: "light"
      case .regular: "regular"
      case .medium: "medium"
      case .semibold: "semibold"
      case .bold: "bold"
      case .heavy: "heavy"
      case .black: "black"
      }
    }
  }
}
