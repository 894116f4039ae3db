import CascadeViews
import Testing

@Suite struct ControlStateTests {
  @Test func normalIsTheEmptySet() {
    #expect(ControlState.normal == [])
    #expect(ControlState.normal.isEmpty)
    #expect(ControlState.normal.rawValue == 0)
  }

  @Test func statesUseUIKitsBits() {
    #expect(ControlState.highlighted.rawValue == 1)
    #expect(ControlState.disabled.rawValue == 2)
    #expect(ControlState.selected.rawValue == 4)
    #expect(ControlState.focused.rawValue == 8)
  }

  /// The highlighted, selected and focused state, built by inserting and joining.
  private static func highlightedSelectedAndFocused() -> ControlState {
    var state: ControlState = .normal
    state.insert(.highlighted)
    state.formUnion([.selected, .focused])
    return state
  }

  @Test func statesCombineAsASet() {
    let state: ControlState = Self.highlightedSelectedAndFocused()
    let expected: ControlState = [.highlighted, .selected, .focused]
    #expect(state == expected)
    #expect(state.contains(.selected))
    #expect(!state.contains(.disabled))
  }

  @Test func statesIntersectAndSubtractAsASet() {
    var state: ControlState = Self.highlightedSelectedAndFocused()
    state.remove(.focused)
    let selectedOrDisabled: ControlState = [.selected, .disabled]
    let highlightedOrDisabled: ControlState = [.highlighted, .disabled]
    #expect(state.intersection(selectedOrDisabled) == ControlState.selected)
    #expect(state.subtracting(.highlighted) == ControlState.selected)
    #expect(state.symmetricDifference(selectedOrDisabled) == highlightedOrDisabled)
    #expect(ControlState.selected.isSubset(of: state))
  }

  @Test func combinationsAreHashableKeys() {
    let colors: [ControlState: Color] = [.normal: .blue, [.highlighted, .selected]: .gray]
    #expect(colors[[.selected, .highlighted]] == .gray)
    #expect(colors[.normal] == .blue)
  }

  @Test(
    arguments: [
      (ControlState.normal, "normal"),
      (ControlState.highlighted, "highlighted"),
      (ControlState.disabled, "disabled"),
      (ControlState.selected, "selected"),
      (ControlState.focused, "focused"),
      ([.selected, .highlighted], "[highlighted, selected]"),
      (
        [.focused, .disabled, .selected, .highlighted], "[highlighted, disabled, selected, focused]"
      ),
      (ControlState(rawValue: 1 << 8), "0x100"),
      (ControlState(rawValue: 1 << 8 | 1), "[highlighted, 0x100]"),
    ] as [(ControlState, String)])
  func theDescriptionNamesEachState(_ state: ControlState, _ description: String) {
    #expect(state.description == description)
  }
}
