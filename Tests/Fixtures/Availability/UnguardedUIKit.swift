// A planted violation for `.ci/availability.sh --self-test`: tvOS has no `UISwitch`, and
// watchOS's UIKit has no `UIView`, yet nothing keeps these uses off those platforms:
// `canImport(UIKit)` holds on both. Not part of any target.
#if canImport(UIKit)
  import UIKit

  /// A switch, on every platform whose SDK has UIKit.
  @MainActor func makeSwitch() -> UISwitch { UISwitch() }

  /// A view, on watchOS too.
  @MainActor func makeView() -> UIView { UIView() }

  #if !os(tvOS)
    /// A function that tvOS builds leave out.
    @MainActor func switchesOnly() {}
  #endif

  /// A call that tvOS builds still make.
  @MainActor func callsSwitchesOnly() { switchesOnly() }
#endif
