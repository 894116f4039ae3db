import Cascade
import Testing

@Suite struct TraitsTests {
  @Test func anUnsetTraitHasItsDefault() {
    #expect(Traits().density == .regular)
  }

  @Test func aCustomTraitIsSetAndRead() {
    var traits = Traits()
    traits.density = .compact
    #expect(traits.density == .compact)
    #expect(Traits().setting(DensityKey.self, to: .compact) == traits)
  }

  @Test func aTraitSetToItsDefaultEqualsAnUnsetOne() {
    var traits = Traits()
    traits.density = .compact
    traits.density = .regular
    #expect(traits == Traits())
  }
}
