#if os(Linux)
  internal import Foundation

  /// A view that shows an image. UIImageView.h, iPhoneOS17.5.sdk; the stub shows none.
  @MainActor
  @available(watchOS, unavailable)
  open class UIImageView: UIView {
    /// The image shown; `nil` by default. UIImageView.h, iPhoneOS17.5.sdk.
    open var image: UIImage?

    /// Creates an image view, which ignores touches: "default is NO" for
    /// `userInteractionEnabled`. UIImageView.h, iPhoneOS17.5.sdk.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Creates an image view sized to an image, which ignores touches. UIImageView.h,
    /// iPhoneOS17.5.sdk: a designated initializer.
    public init(image: UIImage?) {
      super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      self.image = image
      isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive. UIImageView.h, iPhoneOS17.5.sdk; the stub
    /// archives nothing and always fails.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
