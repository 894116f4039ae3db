#if os(Linux)
  public import Foundation

  /// An image. UIImage.h, iPhoneOS16.1.sdk: Sendable, not main-actor isolated. The stub
  /// draws nothing and has no pixels; its bundle has an image for every name that is not
  /// empty, so that a name can be set and read back.
  open class UIImage: NSObject, @unchecked Sendable {
    /// The name the image was loaded by, for the stub's tests.
    package let stubName: String?

    /// Creates an empty image. NSObject's initializer, which UIImage inherits.
    public override init() {
      stubName = nil
      super.init()
    }

    private init(stubName: String) {
      self.stubName = stubName
      super.init()
    }

    /// The image of a name in the app's main bundle; `nil` when there is none. UIImage.h,
    /// iPhoneOS16.1.sdk (`imageNamed:`).
    public convenience init?(named name: String) {
      guard !name.isEmpty else { return nil }
      self.init(stubName: name)
    }

    /// The image of a name in a bundle, for a trait collection; `nil` when there is none.
    /// UIImage.h, iPhoneOS16.1.sdk; iOS 8.
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      self.init(named: name)
    }

    /// A system symbol image; `nil` when there is none of the name. UIImage.h,
    /// iPhoneOS16.1.sdk; iOS 13.
    @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    public convenience init?(systemName name: String) {
      self.init(named: name)
    }

    /// The image's size, in points; the stub's images have none. UIImage.h,
    /// iPhoneOS16.1.sdk.
    open var size: CGSize { .zero }
  }
#endif
