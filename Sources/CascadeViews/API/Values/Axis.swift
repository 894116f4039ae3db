/// A direction in which views are laid out, such as a stack view's.
///
/// Mirrors `NSLayoutConstraint.Axis` (what `UIStackView.axis` takes).
///
/// ```swift
/// let toolbar = Style<StackView> { Setter(\.axis, .horizontal) }
/// ```
public enum Axis: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Left to right (leading to trailing). Mirrors `NSLayoutConstraint.Axis.horizontal`.
  ///
  /// ```swift
  /// Setter(\StackView.axis, .horizontal)
  /// ```
  case horizontal

  /// Top to bottom. Mirrors `NSLayoutConstraint.Axis.vertical`.
  ///
  /// ```swift
  /// Setter(\StackView.axis, .vertical)
  /// ```
  case vertical

  /// The case name, as written in Swift.
  ///
  /// ```swift
  /// Axis.vertical.description  // "vertical"
  /// ```
  public var description: String {
    switch self {
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    }
  }
}
