#if os(Linux)
  public import Foundation

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
    /// The text shown when the field is empty, drawn in a system gray; `nil` by default.
    /// Setting it replaces the attributed placeholder with one of the text alone, without
    /// attributes. UITextField.h, iPhoneOS16.1.sdk.
    open var placeholder: String? {
      get { attributedPlaceholder?.string }
      set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The placeholder with attributes, such as its color; `nil` by default. UITextField.h,
    /// iPhoneOS16.1.sdk; iOS 6.
    open var attributedPlaceholder: NSAttributedString?
    /// The font; `nil` by default, which draws the system font at 12 points. UITextField.h,
    /// iPhoneOS16.1.sdk.
    open var font: UIFont?
    /// The text color; `nil` by default, which draws opaque black. UITextField.h,
    /// iPhoneOS16.1.sdk.
    open var textColor: UIColor?
    /// The alignment; left by default. UITextField.h, iPhoneOS16.1.sdk.
    open var textAlignment: NSTextAlignment = .left
    /// The border. UITextField.h.
    open var borderStyle: BorderStyle = .none
    /// Whether the text is hidden as typed. UITextInputTraits.h, iPhoneOS18.0.sdk.
    open var isSecureTextEntry = false
  }
#endif
