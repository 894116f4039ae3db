import CascadeViews
import Testing

@Suite struct SubclassLiftTests {
  final class FollowButton: Button {}

  @Test func aViewStyleLiftedIntoALabelBlockIsOverriddenByTheBlock() {
    let rounded = Style<View> {
      Setter(\.cornerRadius, 8)
      Setter(\.clipsToBounds, true)
    }
    let chip = Style<Label> {
      rounded.lifted()
      Setter(\.cornerRadius, 12)
    }
    #expect(chip.identities == [.keyPath(\Label.clipsToBounds), .keyPath(\Label.cornerRadius)])
    let label = Label().style(chip)
    #expect(label.cornerRadius == 12)
    #expect(label.clipsToBounds)
  }

  @Test func aButtonStyleLiftsIntoABlockForASubclass() {
    let filled = Style<Button> { Setter.backgroundColor(.blue, for: .normal) }
    let follow = Style<FollowButton> {
      filled.lifted()
      Setter.title("Follow", for: .normal)
    }
    let button = FollowButton().style(follow)
    #expect(button.backgroundColor(for: .normal) == .blue)
    #expect(button.title(for: .normal) == "Follow")
  }

  @Test func aLiftNamesItsSubclassOutsideABlock() {
    let rounded = Style<View>().cornerRadius(8)
    let lifted = rounded.lifted(to: Label.self)
    #expect(lifted.identities == [.keyPath(\Label.cornerRadius)])
  }
}
