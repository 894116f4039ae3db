import CascadeViews
import Testing

@Suite struct ButtonStateTests {
  let follow = Style<Button>()
    .title("Follow", for: .normal)
    .title("Following", for: .selected)
    .titleColor(.white, for: .normal)
    .backgroundColor(.blue, for: .normal)
    .backgroundColor(.gray, for: .highlighted)

  @Test func eachStateKeepsItsOwnValue() {
    let button = Button().style(follow)
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.title(for: .selected) == "Following")
    #expect(button.backgroundColor(for: .highlighted) == .gray)
  }

  @Test func aStateWithoutAValueShowsTheNormalOne() {
    let button = Button().style(follow)
    #expect(button.title(for: .highlighted) == "Follow")
    #expect(button.titleColor(for: .selected) == .white)
  }

  @Test(arguments: [
    (false, false, true, ControlState.normal, "Follow"),
    (true, false, true, .highlighted, "Follow"),
    (false, true, true, .selected, "Following"),
    (false, false, false, .disabled, "Follow"),
  ])
  func theCurrentValuesFollowTheState(
    highlighted: Bool, selected: Bool, enabled: Bool, state: ControlState, title: String
  ) {
    let button = Button().style(follow)
    button.isHighlighted = highlighted
    button.isSelected = selected
    button.isEnabled = enabled
    #expect(button.state == state)
    #expect(button.currentTitle == title)
  }

  @Test func aLaterValueForTheSameStateOverridesOnlyThatState() {
    let style = follow.title("Unfollow", for: .selected)
    #expect(style.count == follow.count)
    let button = Button().style(style)
    #expect(button.title(for: .selected) == "Unfollow")
    #expect(button.title(for: .normal) == "Follow")
  }

  @Test func blockSettersAndModifiersForAStateAreTheSameProperty() {
    let block = Style<Button> {
      Setter.title("Follow", for: .normal)
      Setter.titleColor(.white, for: .normal)
    }
    #expect(block == Style<Button>().title("Follow", for: .normal).titleColor(.white, for: .normal))
  }

  @Test func perStateSettersDescribeTheirState() {
    let style = Style<Button>().title("Follow", for: .highlighted)
    #expect(style.identities[0].description == "titles[highlighted]")
  }
}

@Suite struct ButtonSubclassTests {
  final class FollowButton: Button {}

  @Test func perStateSettersWorkInABlockForAButtonSubclass() {
    let style = Style<FollowButton> {
      Setter.title("Follow", for: .normal)
      Setter(\.cornerRadius, 8)
    }
    let button = FollowButton().style(style)
    #expect(button.title(for: .normal) == "Follow")
    #expect(button.cornerRadius == 8)
  }

  @Test func aSubclassBlockOverridesALiftedPerStateSetter() {
    let style = Style<FollowButton> {
      Setter.title("Follow", for: .normal)
      Style<FollowButton>().title("Join", for: .normal)
    }
    #expect(style.count == 1)
    #expect(FollowButton().style(style).title(for: .normal) == "Join")
  }
}
