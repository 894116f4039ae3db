/// The interaction states a stylesheet rule can select: highlighted, selected, disabled and
/// focused, like the pseudo-classes of CSS.
///
/// ```swift
/// Rule(Button.self, state: .highlighted) { Setter(\.alpha, 0.8) }
/// ```
public struct StyleState: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits of the set.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Being touched or pressed.
  public static let highlighted = StyleState(rawValue: 1 << 0)
  /// Chosen, such as a toggled button.
  public static let selected = StyleState(rawValue: 1 << 1)
  /// Not responding to interaction.
  public static let disabled = StyleState(rawValue: 1 << 2)
  /// Having the focus.
  public static let focused = StyleState(rawValue: 1 << 3)

  /// The states' names, such as `[highlighted, selected]`.
  public var description: String {
    let names = [
      (StyleState.highlighted, "highlighted"), (.selected, "selected"),
      (.disabled, "disabled"), (.focused, "focused"),
    ].filter { contains($0.0) }.map { $0.1 }
    return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
  }
}
