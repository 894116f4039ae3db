#if canImport(SwiftUI)
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  @Suite struct TraitsFromEnvironmentTests {
    @Test func theDefaultEnvironmentHasTheDefaultTraits() {
      #expect(SwiftUI.EnvironmentValues().cascadeTraits == Traits())
    }

    @Test func eachEnvironmentValueSetsItsTrait() {
      var environment = SwiftUI.EnvironmentValues()
      environment.colorScheme = .dark
      environment.horizontalSizeClass = .regular
      environment.dynamicTypeSize = .accessibility2
      environment.layoutDirection = .rightToLeft
      environment.legibilityWeight = .bold
      environment._colorSchemeContrast = .increased
      environment._accessibilityReduceMotion = true
      let traits = environment.cascadeTraits
      #expect(traits.colorScheme == .dark)
      #expect(traits.horizontalSizeClass == .regular)
      #expect(traits.contentSizeCategory == .accessibilityLarge)
      #expect(traits.layoutDirection == .rightToLeft)
      #expect(traits.isBoldTextEnabled)
      #expect(traits.isIncreasedContrastEnabled)
      #expect(traits.isReduceMotionEnabled)
      #expect(!traits.isReduceTransparencyEnabled)
    }

    @Test func aDisabledEnvironmentIsTheDisabledState() {
      var environment = SwiftUI.EnvironmentValues()
      environment.isEnabled = false
      #expect(environment.cascadeState == .disabled)
    }
  }
#endif
