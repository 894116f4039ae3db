#if os(Linux)
  public import Foundation

  /// An object that responds to events; the root of UIKit's view classes.
  /// UIResponder.h, iPhoneOS18.0.sdk.
  @MainActor
  @available(watchOS, unavailable)
  open class UIResponder: NSObject {
    /// The stub's associated objects, released with the object.
    nonisolated let associations = AssociationTable()

    /// Creates a responder. UIResponder.h, iPhoneOS18.0.sdk.
    public override init() {
      super.init()
    }
  }
#endif
