#if os(Linux)
  internal import Foundation

  /// An editable line of text. UITextField.h, iPhoneOS16.1.sdk: main-actor isolated.
  @MainActor
  @available(watchOS, unavailable)
  open class UITextField: UIControl {
    /// The border's look. UITextField.h.
    public enum BorderStyle: Int, Sendable {
      /// None.
      case none = 0
      /// A thin line.
      case line = 1
      /// A bezel.
      case bezel = 2
      /// A rounded rectangle.
      case roundedRect = 3
    }

    /// The text. UITextField.h.
    open var text: String?
    /// The text shown when empty. UITextField.h.
    open var placeholder: String?
    /// The font. UITextField.h.
    open var font: UIFont?
    /// The text color. UITextField.h.
    open var textColor: UIColor?
    /// The alignment. UITextField.h.
    open var textAlignment: NSTextAlignment = .natural
    /// The border. UITextField.h.
    open var borderStyle: BorderStyle = .none
    /// Whether the text is hidden as typed. UITextInputTraits.h, iPhoneOS18.0.sdk.
    open var isSecureTextEntry = false

    /// Creates a text field. UITextField.h (`init(frame:)`, without a frame).
    public override init() {
      super.init()
    }
  }
#endif
