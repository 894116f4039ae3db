#if canImport(UIKit) && !os(watchOS)
  public import UIKit

  @MainActor
  extension CascadeProperties where Base: UIImageView {
    /// The name of the image shown, as `UIImage(named:)` loads it from the main bundle; `nil`
    /// for none, or for an image that Cascade did not load by name.
    ///
    /// A `UIImage` does not know its name, so Cascade keeps the name beside the view, and
    /// reads it back while the image it loaded is the one shown. A name that no image has
    /// shows no image, and reads back until another image is set.
    ///
    /// ```swift
    /// imageView.cascade.imageName = "avatar"
    /// ```
    public var imageName: String? {
      get {
        guard let loaded = ViewStyleData.existing(base)?.image, loaded.image === base.image
        else { return nil }
        return loaded.name
      }
      nonmutating set {
        let image = newValue.flatMap { UIImage(named: $0) }
        base.image = image
        if let newValue {
          ViewStyleData.of(base).image = (newValue, image)
        } else {
          ViewStyleData.existing(base)?.image = nil
        }
      }
    }
  }
#endif
