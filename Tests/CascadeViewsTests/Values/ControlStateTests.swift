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

  @Test func statesCombineAsASet() {
    var state: ControlState = .normal
    state.insert(.highlighted)
    state.formUnion([.selected, .focused])
    #expect(state == [.highlighted, .selected, .focused])
    #expect(state.contains(.selected))
    #expect(!state.contains(.disabled))
    state.remove(.focused)
    #expect(state.intersection([.selected, .disabled]) == .selected)
    #expect(state.subtracting(.highlighted) == .selected)
    #expect(state.symmetricDifference([.selected, .disabled]) == [.highlighted, .disabled])
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
