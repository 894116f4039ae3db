/// How a view shows its tint color: as set, dimmed, or as its superview does.
///
/// Mirrors `UIView.TintAdjustmentMode`.
///
/// ```swift
/// let behindSheet = Style<View>().tintAdjustmentMode(.dimmed)
/// ```
public enum TintAdjustmentMode: Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Inherits the mode of the superview (normal at the root).
  /// Mirrors `UIView.TintAdjustmentMode.automatic`, `UIView`'s default.
  ///
  /// ```swift
  /// Setter(\View.tintAdjustmentMode, .automatic)
  /// ```
  case automatic

  /// Uses the tint color unchanged. Mirrors `UIView.TintAdjustmentMode.normal`.
  ///
  /// ```swift
  /// Setter(\View.tintAdjustmentMode, .normal)
  /// ```
  case normal

  /// Desaturates and dims the tint color, as behind a modal.
  /// Mirrors `UIView.TintAdjustmentMode.dimmed`.
  ///
  /// ```swift
  /// Setter(\View.tintAdjustmentMode, .dimmed)
  /// ```
  case dimmed

  /// The case name, as written in Swift.
  ///
  /// ```swift
  /// TintAdjustmentMode.dimmed.description  // "dimmed"
  /// ```
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .normal: "normal"
    case .dimmed: "dimmed"
    }
  }
}
