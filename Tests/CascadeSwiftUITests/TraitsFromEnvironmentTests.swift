#if canImport(SwiftUI)
  import CascadeSwiftUI
  import CascadeViews
  import SwiftUI
  import Testing

  @Suite struct TraitsFromEnvironmentTests {
    @Test func theDefaultEnvironmentHasTheDefaultTraits() {
      #expect(SwiftUI.EnvironmentValues().cascadeTraits == Traits())
    }

    @Test func colorSchemeAndSizeClassSetTheirTraits() {
      let traits: Traits = Self.environmentWithEveryValueSet().cascadeTraits
      #expect(traits.colorScheme == CascadeViews.ColorScheme.dark)
      #expect(traits.horizontalSizeClass == CascadeViews.SizeClass.regular)
    }

    @Test func dynamicTypeSizeAndLayoutDirectionSetTheirTraits() {
      let traits: Traits = Self.environmentWithEveryValueSet().cascadeTraits
      #expect(traits.contentSizeCategory == CascadeViews.ContentSizeCategory.accessibilityLarge)
      #expect(traits.layoutDirection == CascadeViews.LayoutDirection.rightToLeft)
    }

    @Test func accessibilityValuesSetTheirTraits() {
      let traits: Traits = Self.environmentWithEveryValueSet().cascadeTraits
      #expect(traits.isBoldTextEnabled)
      #expect(traits.isIncreasedContrastEnabled)
      #expect(traits.isReduceMotionEnabled)
      #expect(!traits.isReduceTransparencyEnabled)
    }

    /// An environment with each value that a trait comes from set, but reduce transparency.
    private static func environmentWithEveryValueSet() -> SwiftUI.EnvironmentValues {
      var environment = SwiftUI.EnvironmentValues()
      environment.colorScheme = .dark
      environment.horizontalSizeClass = .regular
      environment.dynamicTypeSize = .accessibility2
      environment.layoutDirection = .rightToLeft
      environment.legibilityWeight = .bold
      environment._colorSchemeContrast = .increased
      environment._accessibilityReduceMotion = true
      return environment
    }

    @Test func aDisabledEnvironmentIsTheDisabledState() {
      var environment = SwiftUI.EnvironmentValues()
      environment.isEnabled = false
      #expect(environment.cascadeState == .disabled)
    }
  }
#endif
