#if canImport(UIKit) && !os(watchOS)
  // An app that styles UIKit imports this one module: the engine, text stylesheets, design
  // tokens, live reload and UIKit itself.
  @_exported public import Cascade
  @_exported public import CascadeCSS
  @_exported public import UIKit
  // CascadeViews' vocabulary, themes and tokens (`StyleVocabulary.uiKit`, `Theme.dark`,
  // `Token.primaryText`) and its value types, by name: not the substitute views, nor the types
  // whose names SwiftUI has too (`Color`, `Font`, `EdgeInsets`, `TextAlignment`, …), so that a file
  // of a mixed app importing SwiftUI and this module names SwiftUI's unqualified; nor `Point` and
  // `Size`, names too generic for every file of an app, which reads them as `CGPoint` and `CGSize`
  // (`CascadeViews.Size`, or `.init(width:height:)` for a shadow's offset). A file that converts to
  // the substitutes (`Color(label.textColor)`) imports CascadeViews. `.ci/reexports.py` checks that
  // the list is every other declaration.
  @_exported public import struct CascadeViews.AnimationDuration
  @_exported public import enum CascadeViews.BoldTextKey
  @_exported public import struct CascadeViews.Border
  @_exported public import struct CascadeViews.ColorGradient
  @_exported public import enum CascadeViews.ColorSchemeKey
  @_exported public import enum CascadeViews.ContentSizeCategoryKey
  @_exported public import struct CascadeViews.ControlState
  @_exported public import struct CascadeViews.CubicBezier
  @_exported public import enum CascadeViews.HorizontalSizeClassKey
  @_exported public import enum CascadeViews.IncreasedContrastKey
  @_exported public import enum CascadeViews.LayoutDirectionKey
  @_exported public import enum CascadeViews.LineBreakMode
  @_exported public import enum CascadeViews.ReduceMotionKey
  @_exported public import enum CascadeViews.ReduceTransparencyKey
  @_exported public import struct CascadeViews.Shadow
  @_exported public import enum CascadeViews.SizeClass
  @_exported public import enum CascadeViews.TintAdjustmentMode
  @_exported public import struct CascadeViews.TransitionTiming
  @_exported public import enum CascadeViews.VerticalSizeClassKey
#endif
