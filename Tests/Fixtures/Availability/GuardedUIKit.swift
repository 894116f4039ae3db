// The uses of UnguardedUIKit.swift, each kept off the platforms that lack what it uses: by
// conditional compilation or by `@available(…, unavailable)`. `.ci/availability.sh
// --self-test` must pass this file. Not part of any target.
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  #if !os(tvOS)
    /// A switch, where the SDK has one.
    @MainActor func makeSwitch() -> UISwitch { UISwitch() }

    /// A function that tvOS builds leave out.
    @MainActor func switchesOnly() {}

    /// A call that tvOS builds leave out too.
    @MainActor func callsSwitchesOnly() { switchesOnly() }
  #endif

  /// A view, where UIKit has views.
  @MainActor func makeView() -> UIView { UIView() }

  /// A subclass of a view, which inherits conformances newer than the floor
  /// (`UITraitChangeObservable`, iOS 17) without using them.
  final class CardView: UIView {}

  /// A slider, in a function that tvOS does not have.
  @available(tvOS, unavailable)
  @MainActor func makeSlider() -> UISlider { UISlider() }
#endif
