import CascadeViews
import Testing

@Suite struct ViewHierarchyStyleTests {
  let rounded = Style<View> {
    Setter(\.cornerRadius, 8)
    Setter(\.backgroundColor, .white)
  }

  @Test func aViewStyleNestsDirectlyInALabelBlock() {
    let style = Style<Label> {
      rounded.lifted()
      Setter(\.text, "Hi")
    }
    let label = Label()
    style.apply(to: label)
    #expect(label.cornerRadius == 8)
    #expect(label.backgroundColor == .white)
    #expect(label.text == "Hi")
  }

  @Test func aLabelSetterOverridesTheNestedViewSetter() {
    let style = Style<Label> {
      rounded.lifted()
      Setter(\.cornerRadius, 2)
    }
    #expect(style.count == 2)
    #expect(style.value(for: \.cornerRadius) == 2.0)
  }

  @Test func aViewSetterIsAcceptedInALabelBlockOnceLifted() {
    let style = Style<Label> { Setter(\View.alpha, 0.5).style.lifted() }
    #expect(style.identities == [.keyPath(\Label.alpha)])
  }

  final class Badge: Label {}

  @Test func viewPropertiesAreNamedOnEverySubclass() {
    let names: [AnyKeyPath: String] = Badge.propertyNames
    #expect(names[\Badge.alpha] == "alpha")
    #expect(names[\Badge.text] == "text")
  }

  @Test func aLabelsOwnPropertiesAreNamed() {
    let names: [AnyKeyPath: String] = Label.propertyNames
    #expect(names[\Label.numberOfLines] == "numberOfLines")
  }

  @Test func aSubclasssModifierIsIdentifiedByItsPropertysName() {
    let style: Style<Badge> = Style<Badge>().alpha(0.5)
    #expect(style.identities[0].description == "alpha")
  }

  @Test func aViewStyleInAViewBlockIsNested() {
    let style = Style<View> {
      rounded
      Setter(\.alpha, 0.5)
    }
    #expect(style.count == 3)
  }
}

@Suite struct NestedPathTests {
  @Test func aNestedPathIntoAViewPropertyReadsByName() {
    let style = Style<Label> { Setter(\.layoutMargins.top, 8) }
    #expect(style.identities[0].description == "layoutMargins.top")
  }

  @Test func aNestedViewSetterIsReRootedSoTheSubclassSetterOverridesIt() {
    let margins = Style<View> { Setter(\.layoutMargins.top, 4) }
    let style = Style<Label> {
      margins.lifted()
      Setter(\.layoutMargins.top, 8)
    }
    #expect(style.count == 1)
    #expect(style.value(for: \.layoutMargins.top) == 8.0)
  }
}
