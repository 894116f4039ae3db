/// The states a control can be in, as a set: highlighted, disabled, selected, focused.
///
/// Mirrors `UIControl.State`, with the same bits. The empty set is ``normal``; per-state
/// values such as a button's title color are keyed by a combination.
///
/// ```swift
/// let pressed: ControlState = [.highlighted, .selected]
/// pressed.contains(.highlighted)  // true
/// pressed.description             // "[highlighted, selected]"
/// ```
public struct ControlState: OptionSet, Sendable, Hashable {
  /// The raw bits, laid out as in `UIControl.State`.
  ///
  /// ```swift
  /// ControlState.selected.rawValue  // 4
  /// ```
  public let rawValue: UInt

  /// Creates a state from raw bits.
  ///
  /// ```swift
  /// let state = ControlState(rawValue: 1 << 0 | 1 << 2)  // [highlighted, selected]
  /// ```
  ///
  /// - Parameter rawValue: The bits, as in `UIControl.State`.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The default state: enabled, not highlighted, selected or focused; the empty set.
  /// Mirrors `UIControl.State.normal`.
  ///
  /// ```swift
  /// ControlState.normal == []  // true
  /// ```
  public static let normal: ControlState = []

  /// Being touched. Mirrors `UIControl.State.highlighted`.
  ///
  /// ```swift
  /// button.setTitleColor(.gray, for: .highlighted)
  /// ```
  public static let highlighted = ControlState(rawValue: 1 << 0)

  /// Not accepting input. Mirrors `UIControl.State.disabled`.
  ///
  /// ```swift
  /// button.setTitleColor(.gray, for: .disabled)
  /// ```
  public static let disabled = ControlState(rawValue: 1 << 1)

  /// Chosen, as a toggled button or a selected segment. Mirrors `UIControl.State.selected`.
  ///
  /// ```swift
  /// button.setTitleColor(.blue, for: .selected)
  /// ```
  public static let selected = ControlState(rawValue: 1 << 2)

  /// Holding the focus (keyboard, remote or pointer). Mirrors `UIControl.State.focused`.
  ///
  /// ```swift
  /// button.setTitleColor(.white, for: .focused)
  /// ```
  public static let focused = ControlState(rawValue: 1 << 3)
}

extension ControlState: CustomStringConvertible {
  /// `normal` for the empty set, the name of a single state, or the names in brackets.
  ///
  /// Bits that name no state print in hex, so no information is lost.
  ///
  /// ```swift
  /// ControlState.normal.description                   // "normal"
  /// ControlState.disabled.description                 // "disabled"
  /// ([.highlighted, .selected] as ControlState).description
  /// // "[highlighted, selected]"
  /// ```
  public var description: String {
    let names = Self.names.filter { contains($0.state) }.map(\.name) + unknownBits
    switch names.count {
    case 0: return "normal"
    case 1: return names[0]
    default: return "[" + names.joined(separator: ", ") + "]"
    }
  }

  private static let names: [(state: ControlState, name: String)] = [
    (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"),
    (.focused, "focused"),
  ]

  private var unknownBits: [String] {
    let known = Self.names.reduce(into: ControlState()) { $0.formUnion($1.state) }
    let unknown = subtracting(known).rawValue
    return unknown == 0 ? [] : ["0x" + String(unknown, radix: 16, uppercase: true)]
  }
}
