// A declaration stub of UIKit, built only on Linux, so that CascadeUIKit compiles and is
// tested there. Each declaration has the shape Swift imports from the iOS SDK (names,
// labels, optionality, main-actor isolation, open classes, CGFloat, availability) and
// names the SDK header it was taken from, with the SDK version where a copy of that header
// was at hand (iPhoneOS16.4 to 18.0); where none was, the header alone. It has behaviour only
// where CascadeUIKit's tests need it: the view hierarchy, trait collections and their change
// notifications, control state and actions, associated objects and stored properties.
// Nothing here draws, lays out or runs an Objective-C runtime.
#if os(Linux)
  // UIKit re-exports Foundation and QuartzCore (with CoreGraphics) on Apple platforms.
  @_exported public import Foundation
  @_exported public import QuartzCore
#endif
