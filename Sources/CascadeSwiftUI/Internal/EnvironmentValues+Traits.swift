#if canImport(SwiftUI)
  package import Cascade
  internal import CascadeViews
  package import SwiftUI

  extension SwiftUI.EnvironmentValues {
    /// The environment as the traits a stylesheet's conditions read; `nil` size classes
    /// leave the traits' defaults. Read through one `@Environment`, so that a view is
    /// updated when, and only when, the traits change.
    package var cascadeTraits: Traits {
      var traits = Traits()
      traits.colorScheme = colorScheme == .dark ? .dark : .light
      if let size = horizontalSizeClass { traits.horizontalSizeClass = SizeClass(size) }
      if let size = verticalSizeClass { traits.verticalSizeClass = SizeClass(size) }
      traits.contentSizeCategory = CascadeViews.ContentSizeCategory(dynamicTypeSize)
      traits.layoutDirection = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      traits.isBoldTextEnabled = legibilityWeight == .bold
      traits.isIncreasedContrastEnabled = colorSchemeContrast == .increased
      traits.isReduceTransparencyEnabled = accessibilityReduceTransparency
      traits.isReduceMotionEnabled = accessibilityReduceMotion
      return traits
    }

    /// The states the environment knows: not enabled, and focused where SwiftUI says.
    package var cascadeState: StyleState {
      var state: StyleState = isEnabled ? [] : .disabled
      if isFocused { state.insert(.focused) }
      return state
    }
  }

  extension SizeClass {
    init(_ size: SwiftUI.UserInterfaceSizeClass) {
      self = size == .regular ? .regular : .compact
    }
  }

  extension CascadeViews.ContentSizeCategory {
    /// UIKit's content-size category of the same size. A table, not a switch: SwiftUI's
    /// enum may grow, and a switch over it would need a default that the stub, a closed
    /// enum, warns can never run.
    init(_ size: SwiftUI.DynamicTypeSize) {
      let sizes: [(SwiftUI.DynamicTypeSize, CascadeViews.ContentSizeCategory)] = [
        (.xSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.xLarge, .extraLarge), (.xxLarge, .extraExtraLarge), (.xxxLarge, .extraExtraExtraLarge),
        (.accessibility1, .accessibilityMedium), (.accessibility2, .accessibilityLarge),
        (.accessibility3, .accessibilityExtraLarge),
        (.accessibility4, .accessibilityExtraExtraLarge),
        (.accessibility5, .accessibilityExtraExtraExtraLarge),
      ]
      self = sizes.first { $0.0 == size }?.1 ?? .large
    }
  }
#endif
