// Put a Cascade border and shadow on a UIKit layer, and read them back from it.

// snippet.hide
// swift-format-ignore
#if canImport(UIKit) && !os(watchOS)
// snippet.show
import CascadeUIKit
import CascadeViews  // the substitutes' Color, which prints what UIKit holds

// A border and a shadow are Cascade's own values; each draws itself on a layer.
let card = UIView()
let border = Border(width: 1, color: .gray)
let shadow = Shadow(color: .black, opacity: 0.25, radius: 4, offset: .init(width: 0, height: 2))
border.apply(to: card.layer)
shadow.apply(to: card.layer)

// And each reads back from the layer equal to what was applied.
print(Border(card.layer) == border, Shadow(card.layer) == shadow)
// true true

// `Border.none` clears the layer's border.
Border.none.apply(to: card.layer)
print(card.layer.borderWidth)
// 0.0
// snippet.hide
#else
print("UIKit is not available on this platform.")
#endif
