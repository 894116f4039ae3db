#if os(Linux)
  internal import Foundation

  /// A view that shows an image. UIImageView.h, iPhoneOS17.5.sdk; the stub shows none.
  @MainActor
  @available(watchOS, unavailable)
  open class UIImageView: UIView {
    /// Creates an image view, which ignores touches: "default is NO" for
    /// `userInteractionEnabled` (UIImageView.h, iPhoneOS17.5.sdk; `init(frame:)`, without a
    /// frame).
    public override init() {
      super.init()
      isUserInteractionEnabled = false
    }
  }
#endif
