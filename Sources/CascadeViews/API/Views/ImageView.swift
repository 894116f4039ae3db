/// A substitute for UIKit's `UIImageView`: a view that shows an image, named here rather
/// than loaded, so styles and tests need no image files.
///
/// ```swift
/// let avatar = ImageView()
/// avatar.style(Style<ImageView>().imageName("ada").contentMode(.scaleAspectFill))
/// ```
open class ImageView: View {
  /// The name of the image shown, as `UIImage(named:)` would take it; `nil` shows none.
  ///
  /// ```swift
  /// let logo = Style<ImageView> { Setter(\.imageName, "logo") }
  /// ```
  public var imageName: String? {
    didSet { noteChange("imageName", oldValue, imageName) }
  }

  /// Creates an image view that shows no image.
  ///
  /// ```swift
  /// let imageView = ImageView()
  /// ```
  public override init() {}

  /// Creates an image view that shows the named image.
  ///
  /// ```swift
  /// let logo = ImageView(imageName: "logo")
  /// ```
  ///
  /// - Parameter imageName: The image's name.
  public init(imageName: String) {
    self.imageName = imageName
  }

  /// The names of the properties a style sets, the image view's own and those it inherits.
  ///
  /// ```swift
  /// ImageView.propertyNames[\ImageView.imageName]  // "imageName"
  /// ```
  open override class var propertyNames: [AnyKeyPath: String] {
    return super.propertyNames.merging(PropertyNames.imageView(Self.self)) { _, own in own }
  }
}
