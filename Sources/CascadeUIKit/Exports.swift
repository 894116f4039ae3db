#if canImport(UIKit) && !os(watchOS)
  // An app that styles UIKit imports this one module: the engine, the substitute values
  // that stylesheets are written in, text stylesheets and UIKit itself.
  @_exported public import CascadeViews
  @_exported public import UIKit
#endif
