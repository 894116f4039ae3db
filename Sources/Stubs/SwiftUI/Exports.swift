// arm64-apple-ios.swiftinterface, iPhoneOS18.0.sdk: SwiftUI re-exports CoreGraphics
// (`@_exported import CoreGraphics`, next to `@_exported import SwiftUICore`), where `CGFloat`
// comes from on Apple platforms; on Linux, Foundation declares it, so the stub re-exports
// Foundation instead.
@_exported public import Foundation
