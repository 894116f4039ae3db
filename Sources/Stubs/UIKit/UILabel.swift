#if os(Linux)
  internal import Foundation

  /// A view that shows read-only text. UILabel.h, iPhoneOS16.4.sdk.
  @MainActor
  @available(watchOS, unavailable)
  open class UILabel: UIView {
    /// The text. UILabel.h, iPhoneOS16.4.sdk.
    open var text: String?
    /// The font; the system font at 17 points when reset (null_resettable). UILabel.h,
    /// iPhoneOS16.4.sdk.
    open var font: UIFont! {
      get { ownFont ?? .systemFont(ofSize: 17, weight: .regular) }
      set { ownFont = newValue }
    }
    private var ownFont: UIFont?
    /// The text color; the label color when reset (null_resettable). UILabel.h,
    /// iPhoneOS16.4.sdk.
    open var textColor: UIColor! {
      get { ownTextColor ?? .label }
      set { ownTextColor = newValue }
    }
    private var ownTextColor: UIColor?
    /// The alignment. UILabel.h, iPhoneOS16.4.sdk.
    open var textAlignment: NSTextAlignment = .natural
    /// How long lines break. UILabel.h, iPhoneOS16.4.sdk.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 for any number. UILabel.h, iPhoneOS16.4.sdk.
    open var numberOfLines = 1
    /// Whether the font follows the text size. UIContentSizeCategoryAdjusting, which
    /// UILabel adopts; iOS 10.
    open var adjustsFontForContentSizeCategory = false

    /// Creates a label, which ignores touches: "userInteractionEnabled … default is NO".
    /// UILabel.h, iPhoneOS16.4.sdk.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }

    /// Creates a label from an archive. UILabel.h, iPhoneOS16.4.sdk; the stub archives
    /// nothing and always fails.
    public required init?(coder: NSCoder) {
      return nil
    }
  }
#endif
