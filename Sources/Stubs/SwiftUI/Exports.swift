// The interface re-exports CoreGraphics (`@_exported import CoreGraphics`), which is where
// `CGFloat` comes from on Apple platforms; on Linux, Foundation declares it.
@_exported public import Foundation
