#if canImport(SwiftUI)
  // A SwiftUI file imports SwiftUI and this module, and reaches the whole layer: the engine,
  // text stylesheets, design tokens and live reload, and the resolution of elements.
  @_exported public import Cascade
  @_exported public import CascadeCSS
  @_exported public import CascadeElements
  // CascadeViews' vocabulary, themes and tokens (`StyleVocabulary.standard`, `Theme.dark`,
  // `Token.primaryText`) and its value types, by name: not its substitute views, nor the types
  // whose names SwiftUI has too (`View`, `Color`, `Font`, `Button`, …), nor `Point` and `Size`,
  // names too generic for every file of an app (`CascadeViews.Size`, or `.init(width:height:)` for
  // a shadow's offset). A file that wants the substitutes imports CascadeViews itself.
  // `.ci/reexports.py` checks that the list is every other declaration.
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
